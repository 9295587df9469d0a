import { createContext } from 'react-router';
import type { ApiClient } from '#shared/api/client.ts';
import type { PublicConfig } from '#shared/config/public-config.ts';
import type { User } from '#shared/api/schemas/user.ts';

/**
 * Values the route middleware and loaders read on both sides: the server fills them per
 * request, the browser from its session store and same-origin API client.
 */
export const sessionContext = createContext<User | null>(null);
export const apiContext = createContext<ApiClient>();
export const configContext = createContext<PublicConfig>();
