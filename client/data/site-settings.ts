import type { RouterContextProvider } from 'react-router';
import { SITE_API, SiteSettingsSchema } from '#shared/api/schemas/site.ts';
import type { SiteSettings } from '#shared/api/schemas/site.ts';
import type { Status } from '#shared/api/schemas/status.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';

/**
 * The site settings the console keeps itself (`/console-api/site`, server/site/): the home switch
 * where the gateway has none, the contact, terms and privacy texts. null when they cannot be
 * read: the pages then show their defaults.
 */
export function loadSiteSettings(context: Readonly<RouterContextProvider>): Promise<SiteSettings | null> {
  return apiOf(context)
    .get(SITE_API, SiteSettingsSchema)
    .catch(() => null);
}

/**
 * Whether the home page is on: the gateway's `WebHomeEnabled` where it publishes one (the spec's
 * extension), else the console's own switch (an unmodified one-hub has no such option).
 */
export function homeEnabled(status: Status | null, site: SiteSettings | null): boolean {
  if (status?.WebHomeEnabled !== undefined) return status.WebHomeEnabled;
  return site?.homeEnabled ?? true;
}

/** True when the gateway keeps the home switch itself (Settings then saves it there). */
export function gatewayHasHomeSwitch(status: Status | null): boolean {
  return status?.WebHomeEnabled !== undefined;
}
