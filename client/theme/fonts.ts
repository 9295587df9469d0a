import dmSansLatin from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import nunitoSansLatin from '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url';
import publicSansLatin from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url';
import type { FontFamily } from '#shared/config/app-settings.ts';
import barlowLatin300 from '@fontsource/barlow/files/barlow-latin-300-normal.woff2?url';
import barlowLatin400 from '@fontsource/barlow/files/barlow-latin-400-normal.woff2?url';
import barlowLatin500 from '@fontsource/barlow/files/barlow-latin-500-normal.woff2?url';
import barlowLatin600 from '@fontsource/barlow/files/barlow-latin-600-normal.woff2?url';
import barlowLatin700 from '@fontsource/barlow/files/barlow-latin-700-normal.woff2?url';

/**
 * The spec's two fonts (section 9: a variable sans and a secondary font, weights 300 to 700) and
 * the drawer's other three body fonts (Inter, DM Sans, Nunito Sans, variable),
 * shipped from our own origin as hashed build assets (Fontsource, OFL-1.1): Latin only, so CJK
 * text keeps the visitor's system fonts (the stacks in tokens.ts) and a Chinese page downloads
 * only what its Latin letters and digits need. A browser fetches a face only when text on the
 * page uses it; `swap` paints the fallback at once and the face when it arrives.
 */

/** Fontsource's Latin range: a face outside it is never downloaded. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * Preloaded by the document: the default body font, which every page uses, while it is the
 * chosen one (another choice would make it 32 KB wasted). The headings' Barlow is not: the
 * public pages fetch its bold as soon as their styles apply, and the dashboard's pages (no h1 to
 * h3, measured) never fetch it, where a preload would be 22 KB wasted. Nor are the drawer's other
 * body fonts: only the chosen one is used by the page's text, so only it is fetched.
 */
export function preloadedFontUrls(family: FontFamily): readonly string[] {
  return family === 'public-sans' ? [publicSansLatin] : [];
}

interface FontFace {
  family: string;
  weight: string;
  url: string;
  format: 'woff2' | 'woff2-variations';
}

const FACES: readonly FontFace[] = [
  { family: 'Public Sans Variable', weight: '100 900', url: publicSansLatin, format: 'woff2-variations' },
  { family: 'Inter Variable', weight: '100 900', url: interLatin, format: 'woff2-variations' },
  { family: 'DM Sans Variable', weight: '100 1000', url: dmSansLatin, format: 'woff2-variations' },
  { family: 'Nunito Sans Variable', weight: '200 1000', url: nunitoSansLatin, format: 'woff2-variations' },
  ...(
    [
      [300, barlowLatin300],
      [400, barlowLatin400],
      [500, barlowLatin500],
      [600, barlowLatin600],
      [700, barlowLatin700],
    ] as const
  ).map(([weight, url]): FontFace => ({ family: 'Barlow', weight: String(weight), url, format: 'woff2' })),
];

/** The @font-face rules, as one global stylesheet (Emotion writes it with the page's CSP nonce). */
export const FONT_FACES_CSS = FACES.map(
  (face) =>
    `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};` +
    `src:url(${face.url}) format('${face.format}');unicode-range:${LATIN_RANGE};}`,
).join('');
