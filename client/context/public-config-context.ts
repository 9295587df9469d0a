import { createContext, useContext } from 'react';
import type { PublicConfig } from '#shared/config/public-config.ts';

export const PublicConfigContext = createContext<PublicConfig | null>(null);

/** The console configuration the server published to the page. */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig must be used inside AppProviders');
  return config;
}
