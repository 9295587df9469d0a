import type { Status } from '../../shared/api/schemas/status.ts';
import { quotaRemindThreshold } from '../../shared/billing/low-balance.ts';
import { pathOf } from '../../shared/route-paths.ts';
import { operatorMarkdown } from '../../shared/markdown/operator-text.ts';

/** What the shell shows about the site, from `/api/status` (or its stored copy, or defaults). */
export interface SiteInfo {
  systemName: string;
  logo: string;
  logoDark: string;
  homeUrl: string;
  quotaPerUnit: number;
  displayInCurrency: boolean;
  version: string;
  mjEnabled: boolean;
  /** The balance under which the overview warns (`quota_remind_threshold`, else upstream's default). */
  quotaRemindThreshold: number;
  /** The operator's footer text (Settings → Footer, `footer_html`) as markdown; "" when none. */
  footer: string;
}

export const SITE_INFO_STORAGE_KEY = 'siteInfo';

export function siteInfoFrom(status: Status | null): SiteInfo {
  return {
    systemName: status?.system_name ?? '',
    logo: status?.logo ?? '',
    logoDark: status?.logo_dark ?? '',
    homeUrl: status?.WebHomeURL || pathOf('home'),
    quotaPerUnit: status?.quota_per_unit ?? 500_000,
    displayInCurrency: status?.display_in_currency ?? true,
    version: status?.version ?? '',
    mjEnabled: status?.MjEnabled ?? false,
    quotaRemindThreshold: quotaRemindThreshold(status?.quota_remind_threshold),
    footer: operatorMarkdown(status?.footer_html ?? ''),
  };
}

/**
 * True when the gateway reports another version than the console's (spec section 8); an empty
 * version and one-hub's un-injected `v0.0.0` say nothing and are ignored.
 */
export function versionDiffers(serverVersion: string, appVersion: string): boolean {
  return serverVersion !== '' && serverVersion !== 'v0.0.0' && serverVersion !== appVersion;
}
