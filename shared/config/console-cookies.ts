import { APP_SETTINGS_COOKIE } from './app-settings.ts';
import { ACCESS_TOKEN_COOKIE } from './credentials.ts';
import { TIME_ZONE_COOKIE } from '#shared/format/date.ts';
import { LANGUAGE_COOKIE } from '#shared/i18n/settings.ts';

/**
 * Every cookie the console itself sets and reads: the language, the time zone, the appearance
 * settings and (jwt mode) the access token, HttpOnly. They are the console's alone: a gateway
 * answer that names one is not passed on (server/plugins/proxy/response-headers.ts), or a
 * misbehaving gateway could switch every reader's language or sign a reader into an account of
 * its choosing; nor are they sent to the gateway (server/plugins/proxy/gateway-cookies.ts).
 * tests/server/proxy-console-cookies.test.ts fails when a new `*_COOKIE` is missing here.
 */
export const CONSOLE_COOKIES: ReadonlySet<string> = new Set([LANGUAGE_COOKIE, TIME_ZONE_COOKIE, APP_SETTINGS_COOKIE, ACCESS_TOKEN_COOKIE]);
