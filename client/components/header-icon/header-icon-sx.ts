import type { Theme } from '@mui/material/styles';
import { buttonReset, iconButtonLook, SVG_ICON_LOOK } from '#client/theme/button-reset.ts';
import { LAYOUT } from '#client/theme/layout.ts';

/**
 * The headers' icon buttons (menu, notices, colour scheme, settings, account), styled once by
 * the header around them (issue 37): each was an IconButton, two styled instances serialised
 * again on every render and while hydrating, with an SvgIcon a third. These are the rules MUI
 * wrote for them: the medium IconButton at least 40 px square, 4 px around a larger content
 * (the 36 px avatar makes a 44 px button), content centred; no ripple, the focus ring by
 * `:focus-visible` as on every plain button (theme/button-reset.ts). Placement (margins,
 * breakpoints) belongs to a wrapper. Spread into the `sx` of each header's Toolbar.
 */
export const HEADER_ICON_RULES = {
  '& .header-icon-button': (theme: Theme) => ({
    ...buttonReset(theme),
    ...iconButtonLook(theme, 'medium'),
    minWidth: `${LAYOUT.themeToggleSize}px`,
    minHeight: `${LAYOUT.themeToggleSize}px`,
    padding: theme.spacing(0.5),
  }),
  // SvgIcon's medium size and fill.
  '& .header-icon': (theme: Theme) => ({
    ...SVG_ICON_LOOK,
    fontSize: theme.typography.pxToRem(24),
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  }),
} as const;
