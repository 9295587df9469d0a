import { CONSOLE_COOKIES } from '#shared/config/console-cookies.ts';

const NAMES = [...CONSOLE_COOKIES];

/**
 * The Cookie header the gateway is given: the client's minus the console's own cookies (the
 * language, time zone, appearance and, in jwt mode, the access token's mirror). Those are the
 * console's alone, and the gateway has no use for them: the one place that strips them, for the
 * proxy (request-headers.ts) and for the session check, loaders and exports (session.ts). A
 * header naming none of them (a substring test per name) is passed on as it came.
 */
export function gatewayCookieHeader(header: string | undefined): string | undefined {
  if (!header || !NAMES.some((name) => header.includes(name))) return header;
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !CONSOLE_COOKIES.has((pair.split('=', 1)[0] ?? '').trim()));
  return kept.length > 0 ? kept.join('; ') : undefined;
}
