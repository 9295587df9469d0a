import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/**
 * What MUI's ButtonBase writes to make a `<button>` or a link look like nothing (issue 37): for
 * the plain buttons a list or the menu styles once by a class on its container, instead of a
 * ButtonBase (one styled instance, serialised again for every button on every render). The
 * keyboard's focus ring is the one every MUI button shows (create-theme.ts, `focusRings`); no
 * ripple. Lengths are strings: the rules serve `styled` and `sx` alike (in an `sx`, a number is
 * a multiple of the theme's spacing or radius).
 */
export function buttonReset(theme: Theme) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: '0',
    border: '0',
    margin: '0',
    borderRadius: '0',
    padding: '0',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    color: 'inherit',
    colorAdjust: 'exact',
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&:disabled, &[aria-disabled="true"]': { pointerEvents: 'none', cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: '2px' },
  } as const;
}

/**
 * MUI's small IconButton (round, the action colour, the hover shade) on a plain `<button>`, with
 * its small icon: for a list's per-row icon buttons styled once by the list.
 */
export function smallIconButton(theme: Theme) {
  return { ...buttonReset(theme), ...iconButtonLook(theme, 'small') } as const;
}

/**
 * MUI's IconButton of the default colour at rest and under the pointer, small (5 px around an
 * 18 px icon) or medium (8 px around 24 px), without ButtonBase's reset: where a container's
 * rule already resets its buttons.
 */
export function iconButtonLook(theme: Theme, size: 'small' | 'medium') {
  const hover = theme.vars
    ? `rgba(${theme.vars.palette.action.activeChannel} / calc(${theme.vars.palette.action.hoverOpacity}))`
    : alpha(theme.palette.action.active, theme.palette.action.hoverOpacity);
  return {
    textAlign: 'center',
    flex: '0 0 auto',
    padding: size === 'small' ? '5px' : '8px',
    fontSize: theme.typography.pxToRem(size === 'small' ? 18 : 24),
    borderRadius: '50%',
    color: (theme.vars ?? theme).palette.action.active,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: hover },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
  } as const;
}

/** What MUI's SvgIcon writes for its `<svg>`: for the plain icons a container styles (`& > svg`). */
export const SVG_ICON_LOOK = {
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
} as const;
