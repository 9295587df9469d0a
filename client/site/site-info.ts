import type { Status } from '#shared/api/schemas/status.ts';
import { quotaRemindThreshold } from '#shared/billing/low-balance.ts';
import { pathOf } from '#shared/route-paths.ts';
import { operatorMarkdown } from '#shared/markdown/operator-text.ts';
import { webHref } from '#shared/web-url.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/** What the shell shows about the site, from `/api/status` (or its stored copy, or defaults). */
export interface SiteInfo extends QuotaDisplay {
  systemName: string;
  logo: string;
  logoDark: string;
  homeUrl: string;
  version: string;
  mjEnabled: boolean;
  /** The balance under which the overview warns (`quota_remind_threshold`, else upstream's default). */
  quotaRemindThreshold: number;
  /** The operator's footer text (Settings → Footer, `footer_html`) as markdown; "" when none. */
  footer: string;
  /** The gateway passes on an Uptime Kuma status page (`UptimeEnabled`): the overview shows its monitors. */
  uptimeEnabled: boolean;
  /** That status page's own address, when the gateway names an http(s) Uptime Kuma ("" otherwise). */
  uptimePageUrl: string;
}

export const SITE_INFO_STORAGE_KEY = 'siteInfo';

export function siteInfoFrom(status: Status | null): SiteInfo {
  return {
    systemName: status?.system_name ?? '',
    logo: status?.logo ?? '',
    logoDark: status?.logo_dark ?? '',
    // An operator's address, rendered as a link: only a web page or a path (shared/web-url.ts).
    homeUrl: (status?.WebHomeURL ? webHref(status.WebHomeURL) : null) ?? pathOf('home'),
    quotaPerUnit: status?.quota_per_unit ?? 500_000,
    displayInCurrency: status?.display_in_currency ?? true,
    version: status?.version ?? '',
    mjEnabled: status?.MjEnabled ?? false,
    quotaRemindThreshold: quotaRemindThreshold(status?.quota_remind_threshold),
    footer: operatorMarkdown(status?.footer_html ?? ''),
    uptimeEnabled: status?.UptimeEnabled ?? false,
    uptimePageUrl: uptimePageUrl(status?.UptimeDomain ?? '', status?.UptimePageName ?? ''),
  };
}

/** Uptime Kuma's public page `<domain>/status/<slug>`, only for an http(s) domain (never a `javascript:` link). */
export function uptimePageUrl(domain: string, pageName: string): string {
  if (!/^https?:\/\//i.test(domain) || !URL.canParse(domain) || pageName === '') return '';
  // Relative to the domain (with its path, if any): Kuma's own `status/<slug>`.
  return new URL(`status/${encodeURIComponent(pageName)}`, `${domain.replace(/\/+$/, '')}/`).href;
}

/**
 * True when the gateway reports another version than the console's (spec section 8); an empty
 * version and one-hub's un-injected `v0.0.0` say nothing and are ignored.
 */
export function versionDiffers(serverVersion: string, appVersion: string): boolean {
  return serverVersion !== '' && serverVersion !== 'v0.0.0' && serverVersion !== appVersion;
}
