import type { Theme } from '@mui/material/styles';
import { buttonReset } from '#client/theme/button-reset.ts';

/** The three ways the menu is drawn (the settings' nav layouts). */
export type NavVariant = 'vertical' | 'mini' | 'horizontal';

/** Colours of each state, from the nav container's CSS variables (nav-colors.ts). */
const STATES = {
  '&[data-state="active"]': { color: 'var(--nav-item-active)', bgcolor: 'var(--nav-item-active-bg)', '& .nav-title': { fontWeight: 600 } },
  '&[data-state="active"]:hover': { bgcolor: 'var(--nav-item-active-bg)' },
  '&[data-state="open"]': { color: 'var(--nav-item-open)', bgcolor: 'var(--nav-item-hover)' },
  // Spec section 2: a disabled item is faded and ignores the pointer.
  '&[data-state="disabled"]': { opacity: 0.48, pointerEvents: 'none' },
} as const;

const BASE = {
  // A <button> (items with children) does not inherit the page's font on its own.
  font: 'inherit',
  width: '100%',
  borderRadius: 1,
  color: 'var(--nav-item)',
  textDecoration: 'none',
  transition: 'background-color 120ms, color 120ms',
  '&:hover': { bgcolor: 'var(--nav-item-hover)' },
  '& .nav-texts': { display: 'flex', flexDirection: 'column', minWidth: 0, textAlign: 'start' },
  '& .nav-title': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 500 },
  '& .nav-caption': {
    fontSize: 12,
    lineHeight: 1.5,
    color: 'var(--nav-subheader)',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& .nav-end': { ml: 'auto', display: 'inline-flex', flexShrink: 0 },
  // What MUI's SvgIcon would write for the icon (its size comes from the layout's font size).
  '& .nav-icon': { width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', userSelect: 'none' },
  '& .nav-dot': { width: 4, height: 4, mx: 1, flexShrink: 0, borderRadius: '50%', bgcolor: 'currentColor', opacity: 0.6 },
  ...STATES,
} as const;

/** The item's styles for a layout and a depth (children are smaller and indented). */
export function navItemSx(variant: NavVariant, depth: number) {
  if (variant === 'mini' && depth === 0) {
    return {
      ...BASE,
      flexDirection: 'column',
      gap: 0.5,
      minHeight: 56,
      px: 0.5,
      py: 1,
      '& .nav-icon': { ...BASE['& .nav-icon'], fontSize: 22 },
      '& .nav-texts': { alignItems: 'center', maxWidth: '100%' },
      '& .nav-title': { ...BASE['& .nav-title'], fontSize: 10, lineHeight: '16px', fontWeight: 600, maxWidth: '100%' },
      '& .nav-arrow': { position: 'absolute', top: 10, right: 6, fontSize: 14, '[dir="rtl"] &': { right: 'auto', left: 6 } },
    };
  }
  if (variant === 'horizontal' && depth === 0) {
    return {
      ...BASE,
      width: 'auto',
      flexShrink: 0,
      gap: 1,
      minHeight: 36,
      px: 1,
      '& .nav-icon': { ...BASE['& .nav-icon'], fontSize: 22 },
      '& .nav-title': { ...BASE['& .nav-title'], fontSize: 14 },
      '& .nav-arrow': { fontSize: 16 },
    };
  }
  return listItemSx(variant === 'vertical' ? depth : Math.min(depth, 1));
}

/** A vertical item's styles (and a popover's): children are smaller, and indented below the first level. */
function listItemSx(depth: number) {
  return {
    ...BASE,
    justifyContent: 'flex-start',
    gap: 1.5,
    minHeight: depth === 0 ? 44 : 36,
    py: 0.5,
    pl: 1.5 + Math.max(0, depth - 1) * 1.5,
    pr: 1,
    '& .nav-icon': { ...BASE['& .nav-icon'], fontSize: 24 },
    '& .nav-title': { ...BASE['& .nav-title'], fontSize: depth === 0 ? 14 : 13 },
    '& .nav-arrow': { fontSize: 16 },
  };
}

/** The deepest level the vertical menu's rules indent (the route table nests two below a section). */
const DEEPEST = 4;

/**
 * The vertical menu's items, styled once by the menu (issue 37): its items are plain links and
 * buttons with the class `nav-item` and their depth in `data-depth` (see `NavItemButton`'s
 * `plain`); as ButtonBases each wrote the same rules again, fourteen to thirty times a page. An
 * `sx` for the menu's container, so the rules keep the spacing shorthands of `navItemSx`.
 */
export function verticalItemRules(theme: Theme) {
  const rules: Record<string, object> = { '& .nav-item': { ...buttonReset(theme), ...listItemSx(0) } };
  for (let depth = 1; depth <= DEEPEST; depth += 1) {
    const own = listItemSx(depth);
    rules[`& .nav-item[data-depth="${depth}"]`] = { minHeight: own.minHeight, pl: own.pl, '& .nav-title': own['& .nav-title'] };
  }
  return rules;
}
