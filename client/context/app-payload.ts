import type { AppSettings } from '#shared/config/app-settings.ts';
import type { PublicConfig } from '#shared/config/public-config.ts';
import type { Language, Namespace } from '#shared/i18n/settings.ts';
import type { User } from '#shared/api/schemas/user.ts';
import type { ScreenClass } from '#shared/screen-class.ts';

/** Resources of one language: namespace → nested keys. */
export type LanguageResources = Partial<Record<Namespace, Record<string, unknown>>>;

/** What the server hands the browser besides the router's own hydration data. */
export interface AppPayload {
  lng: Language;
  resources: LanguageResources;
  user: User | null;
  config: PublicConfig;
  /** The origin the page was rendered for (PUBLIC_URL or the request's); canonical links use it. */
  origin: string;
  /** The time zone the server rendered dates in. */
  timeZone: string;
  /** The appearance settings the server rendered with (its validated cookie); absent → defaults. */
  settings?: AppSettings;
  /** The server's guess of the screen (screen-class.tsx), which the browser hydrates with. */
  screen?: ScreenClass;
}

/** The global the bootstrap script sets; read once by the client entry. */
export const PAYLOAD_GLOBAL = '__APP_PAYLOAD__';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for an inline script: `<`, `>` and `&` are escaped so no value (a notice, a user name)
 * can close the script element or open a comment.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c] ?? c);
}

/** The bootstrap script content that publishes the payload before the client entry runs. */
export function payloadScript(payload: AppPayload): string {
  return `window.${PAYLOAD_GLOBAL}=${serializeForScript(payload)};`;
}
