import { randomBytes } from 'node:crypto';

/** A fresh nonce per response: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page CSP. Scripts and style elements need the nonce; MUI's inline `style=""` attributes
 * cannot carry one, so only attributes get 'unsafe-inline' (MUI's CSP guide says the same).
 */
export function contentSecurityPolicy(nonce: string, dev: boolean, extraScriptOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // Cloudflare Turnstile (human verification) loads only when the gateway turns it on.
    `script-src 'self' 'nonce-${nonce}' https://challenges.cloudflare.com${extraScriptOrigins.map((o) => ` ${o}`).join('')}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    // Task results (Suno songs, Midjourney images) live on the providers' CDNs or the gateway's
    // own proxy, whose hosts differ per deployment: like images, sounds may come from any https
    // origin. A media load runs no script; it can only tell that host the page was opened.
    "media-src 'self' https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "frame-src 'self' https://challenges.cloudflare.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Browser features pages may use: copy buttons write to the clipboard, the settings drawer
 * can go full screen, passkeys are created and used (all this origin only); everything else the console never needs is off,
 * for it and for any frame it embeds. Reading the clipboard stays at the browser's default
 * (this origin, behind a permission prompt): the console never does, but the end-to-end tests
 * read back what a copy button wrote. Only features Chromium knows are listed: unknown ones
 * are console warnings.
 */
export const PERMISSIONS_POLICY = [
  'clipboard-write=(self)',
  'clipboard-read=(self)',
  'fullscreen=(self)',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');
