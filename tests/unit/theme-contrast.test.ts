import t from 'tap';
import type { Palette, Theme } from '@mui/material/styles';
import { createAppTheme } from '#client/theme/create-theme.ts';
import { DEFAULT_APP_SETTINGS } from '#shared/config/app-settings.ts';
import type { AppSettings, PrimaryColor } from '#shared/config/app-settings.ts';

/**
 * WCAG 2.2 AA contrast of every theme the settings can make (six presets × normal and high
 * contrast × light and dark), read from the real theme objects: text 4.5:1 against the page and
 * the paper (also under the tint of a selected item), the text on filled colours (contained
 * buttons, filled tags) 4.5:1, and the outline of inputs 3:1 (a UI component's boundary).
 */

const PRESETS: PrimaryColor[] = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'];
const CONTRASTS: AppSettings['contrast'][] = ['default', 'high'];
const SCHEMES = ['light', 'dark'] as const;
const COLORS = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
/** A selected nav item, a hovered text button: `main` at 8 % under text of that colour. */
const TINT = 0.08;
/** The `apparent` nav is grey 900 (grey 800 in the dark scheme) in both schemes, with `main` at 16 % under the selected item. */
const APPARENT_NAV = { surfaces: [900, 800] as const, tint: 0.16 };

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(a)(r, g, b[, a])` as 0–255 channels and an alpha. */
function parseColor(color: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return { rgb: [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb, alpha: 1 };
  }
  const parts = /^rgba?\(([^)]+)\)$/
    .exec(color)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) throw new Error(`not a colour: ${color}`);
  return { rgb: [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0], alpha: parts[3] ?? 1 };
}

/** `top` at `alpha` (or its own alpha) over the opaque `bottom`. */
function over(top: string, bottom: string, alpha?: number): Rgb {
  const upper = parseColor(top);
  const lower = parseColor(bottom).rgb;
  const a = alpha ?? upper.alpha;
  return upper.rgb.map((c, i) => c * a + (lower[i] ?? 0) * (1 - a)) as Rgb;
}

/** `color` at `alpha` over `background`, as an opaque `rgb()`. */
function tinted(color: string, background: string, alpha: number): string {
  return `rgb(${over(color, background, alpha).join(', ')})`;
}

/** WCAG 2.x relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast of `foreground` (blended onto `background` when translucent) on `background`. */
function contrast(foreground: string, background: string): number {
  return ratio(over(foreground, background), parseColor(background).rgb);
}

/** The palette of one colour scheme (the CSS-variables theme keeps both; its type hides them). */
function paletteOf(theme: Theme, scheme: 'light' | 'dark'): Palette {
  const palette = (theme as Theme & { colorSchemes: Partial<Record<'light' | 'dark', { palette: Palette }>> }).colorSchemes[scheme]
    ?.palette;
  if (!palette) throw new Error(`no ${scheme} scheme`);
  return palette;
}

/** The border the theme gives outlined inputs (its `notchedOutline` override), in `palette`. */
function inputOutline(theme: Theme, palette: Palette): string {
  const override = theme.components?.MuiOutlinedInput?.styleOverrides?.notchedOutline;
  if (typeof override !== 'function') throw new Error('the theme sets no input outline colour');
  const style = (override as (props: { theme: { palette: Palette } }) => { borderColor?: unknown })({ theme: { palette } });
  if (typeof style.borderColor !== 'string') throw new Error('the input outline override sets no border colour');
  return style.borderColor;
}

t.test('the ratio is WCAG’s: the old cyan gives the 3.68:1 axe reported', async (t) => {
  t.equal(contrast('#0891B2', '#FFFFFF').toFixed(2), '3.68');
  t.equal(contrast('#000000', '#FFFFFF'), 21);
  t.equal(contrast('rgba(0, 0, 0, 0)', '#FFFFFF'), 1, 'a transparent colour shows the background');
});

for (const primaryColor of PRESETS) {
  for (const contrastSetting of CONTRASTS) {
    const theme = createAppTheme({ ...DEFAULT_APP_SETTINGS, primaryColor, contrast: contrastSetting });
    for (const scheme of SCHEMES) {
      t.test(`${primaryColor}, ${contrastSetting} contrast, ${scheme}`, async (t) => {
        const palette = paletteOf(theme, scheme);
        const surfaces = { background: palette.background.default, paper: palette.background.paper };
        const atLeast = (value: number, min: number, what: string) => t.ok(value >= min, `${what}: ${value.toFixed(2)}:1 ≥ ${min}:1`);
        for (const [surface, background] of Object.entries(surfaces)) {
          // Rows, code bars and tags lie on the action tints: text stays readable on them.
          const hovered = `rgb(${over(palette.action.hover, background).join(', ')})`;
          const selected = `rgb(${over(palette.action.selected, background).join(', ')})`;
          for (const [name, color] of Object.entries({ 'text.primary': palette.text.primary, 'text.secondary': palette.text.secondary })) {
            atLeast(contrast(color, background), 4.5, `${name} on ${surface}`);
            atLeast(contrast(color, hovered), 4.5, `${name} on ${surface} under action.hover`);
          }
          atLeast(contrast(palette.text.primary, selected), 4.5, `text.primary on ${surface} under action.selected (tags)`);
          atLeast(contrast(inputOutline(theme, palette), background), 3, `input outline on ${surface}`);
          for (const color of COLORS) {
            const { main } = palette[color];
            atLeast(contrast(main, background), 4.5, `${color}.main text on ${surface}`);
            atLeast(contrast(main, tinted(main, background, TINT)), 4.5, `${color}.main on ${surface} tinted by itself`);
            atLeast(contrast(main, hovered), 4.5, `${color}.main on ${surface} under action.hover (a copy button on a code bar)`);
          }
          // The selected nav item: main in the light scheme, light in the dark one (nav-colors.ts).
          const navItem = scheme === 'light' ? palette.primary.main : palette.primary.light;
          atLeast(contrast(navItem, tinted(palette.primary.main, background, TINT)), 4.5, `the selected nav item on ${surface}`);
        }
        for (const grey of APPARENT_NAV.surfaces) {
          const surface = palette.grey[grey];
          atLeast(
            contrast(palette.primary.light, tinted(palette.primary.main, surface, APPARENT_NAV.tint)),
            4.5,
            `the selected item of the apparent nav on grey ${grey}`,
          );
          atLeast(contrast(palette.grey[500], surface), 4.5, `the apparent nav's items and subheaders (grey 500) on grey ${grey}`);
        }
        for (const color of COLORS) {
          const { main, dark, contrastText } = palette[color];
          atLeast(contrast(contrastText, main), 4.5, `${color}.contrastText on ${color}.main`);
          atLeast(contrast(contrastText, dark), 4.5, `${color}.contrastText on ${color}.dark (hover)`);
        }
      });
    }
  }
}
