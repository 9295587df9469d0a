import { z } from 'zod/mini';

/**
 * The appearance settings (spec sections 2 "Settings drawer", 3 "Appearance settings"). The
 * browser keeps them as JSON in localStorage and mirrors them into a compact cookie, so the
 * server renders a page with them and a reload shows no flash of the defaults.
 */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export const CONTRASTS = ['default', 'high'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const PRIMARY_COLORS = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;
export const NAV_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;
export const NAV_COLORS = ['integrate', 'apparent'] as const;
/** Families used only when installed locally, each with the system fallbacks: no web fonts. */
export const FONT_FAMILIES = ['public-sans', 'inter', 'dm-sans', 'nunito-sans'] as const;

export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type Contrast = (typeof CONTRASTS)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];
export type NavLayout = (typeof NAV_LAYOUTS)[number];
export type NavColor = (typeof NAV_COLORS)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];

export interface AppSettings {
  colorScheme: ColorScheme;
  contrast: Contrast;
  direction: Direction;
  compactLayout: boolean;
  primaryColor: PrimaryColor;
  navLayout: NavLayout;
  navColor: NavColor;
  fontFamily: FontFamily;
}

/** The spec's defaults (section 3); the primary colour's default value is cyan. */
export const DEFAULT_APP_SETTINGS: Readonly<AppSettings> = Object.freeze({
  colorScheme: 'light',
  contrast: 'default',
  direction: 'ltr',
  compactLayout: false,
  primaryColor: 'cyan',
  navLayout: 'vertical',
  navColor: 'integrate',
  fontFamily: 'public-sans',
});

export const APP_SETTINGS_STORAGE_KEY = 'app-settings';
export const APP_SETTINGS_COOKIE = 'app-settings';

const d = DEFAULT_APP_SETTINGS;
/** Field by field, so one bad or missing value falls back to its default and keeps the rest. */
const FieldsSchema = z.object({
  colorScheme: z.catch(z.enum(COLOR_SCHEMES), d.colorScheme),
  contrast: z.catch(z.enum(CONTRASTS), d.contrast),
  direction: z.catch(z.enum(DIRECTIONS), d.direction),
  compactLayout: z.catch(z.boolean(), d.compactLayout),
  primaryColor: z.catch(z.enum(PRIMARY_COLORS), d.primaryColor),
  navLayout: z.catch(z.enum(NAV_LAYOUTS), d.navLayout),
  navColor: z.catch(z.enum(NAV_COLORS), d.navColor),
  fontFamily: z.catch(z.enum(FONT_FAMILIES), d.fontFamily),
});
export const AppSettingsSchema = z.catch(FieldsSchema, () => ({ ...DEFAULT_APP_SETTINGS }));

/** Anything (stored JSON, a payload) as complete, valid settings. */
export function parseAppSettings(value: unknown): AppSettings {
  return AppSettingsSchema.parse(value);
}

/** The localStorage text as settings, or null when nothing usable is stored. */
export function parseStoredSettings(text: string | null): AppSettings | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? parseAppSettings(value) : null;
  } catch {
    return null;
  }
}

/** The order of the values in the cookie. Append new fields at the end: old cookies stay valid. */
const COOKIE_FIELDS = [
  'colorScheme',
  'contrast',
  'direction',
  'compactLayout',
  'primaryColor',
  'navLayout',
  'navColor',
  'fontFamily',
] as const satisfies readonly (keyof AppSettings)[];
const COOKIE_SEPARATOR = '.';
/** A longer cookie is not ours to trust (every value together is far shorter). */
const COOKIE_MAX_LENGTH = 120;

/** The compact cookie form: the values in a fixed order, `1`/`0` for booleans (cookie-safe). */
export function settingsToCookie(settings: AppSettings): string {
  return COOKIE_FIELDS.map((field) => {
    const value = settings[field];
    return typeof value === 'boolean' ? (value ? '1' : '0') : value;
  }).join(COOKIE_SEPARATOR);
}

/** The cookie back into settings; anything invalid gives that field's default. */
export function settingsFromCookie(value: unknown): AppSettings {
  if (typeof value !== 'string' || value === '' || value.length > COOKIE_MAX_LENGTH) return { ...DEFAULT_APP_SETTINGS };
  const parts = value.split(COOKIE_SEPARATOR);
  const raw: Record<string, unknown> = {};
  COOKIE_FIELDS.forEach((field, index) => {
    const part = parts[index];
    raw[field] = field === 'compactLayout' ? (part === '1' ? true : part === '0' ? false : undefined) : part;
  });
  return parseAppSettings(raw);
}

/** The `document.cookie` assignment that mirrors the settings for the next server render. */
export function settingsCookieString(settings: AppSettings): string {
  return `${APP_SETTINGS_COOKIE}=${settingsToCookie(settings)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function sameSettings(a: AppSettings, b: AppSettings): boolean {
  return COOKIE_FIELDS.every((field) => a[field] === b[field]);
}
