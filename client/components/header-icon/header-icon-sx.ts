import { LAYOUT } from '#client/theme/layout.ts';

/**
 * The one style of the headers' icon buttons (menu, notices, colour scheme, settings, account).
 * MUI writes an IconButton's whole style (about 1.2 KB) once per distinct `sx`, so every header
 * button shares this object: at least 40 px square, 4 px around a larger content (the 36 px
 * avatar makes a 44 px button), content centred. Placement (margins, breakpoints) belongs to a
 * wrapper, not to the button's `sx`.
 */
export const HEADER_ICON_SX = { minWidth: LAYOUT.themeToggleSize, minHeight: LAYOUT.themeToggleSize, p: 0.5 } as const;
