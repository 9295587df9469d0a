import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { buttonReset, smallIconButton, SVG_ICON_LOOK } from '#client/theme/button-reset.ts';
import { themeStyled } from '#client/theme/theme-styled.ts';

/** A colour at the theme's hover opacity, through its channel variable where the theme has them. */
function hoverOf(theme: Theme, channel: string | undefined, color: string): string {
  return theme.vars && channel
    ? `rgba(${channel} / calc(${theme.vars.palette.action.hoverOpacity}))`
    : alpha(color, theme.palette.action.hoverOpacity);
}

/**
 * The looks of a key's actions, written once for every row and card of the page (issue 37): a
 * row drew two MUI ButtonGroups of two small outlined Buttons and an IconButton, eighteen styled
 * instances Emotion serialised again in every row on the server and while hydrating (the keys
 * page's styles took 14 of its 41 ms). Now plain elements carry class names and one class holds
 * the rules, the same values MUI's outlined small primary Button, its group and a small
 * IconButton write: `.key-split` a group, `.key-button` its buttons (`.key-button-label` with a
 * start icon before the label), `.key-more` the round icon button. Without MUI's ripple; the focus
 * ring and the hover colours are the same.
 */
function keyActionsRules(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const primaryHover = hoverOf(theme, theme.vars?.palette.primary.mainChannel, theme.palette.primary.main);
  const outlinedBorder = theme.vars ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.5)` : alpha(theme.palette.primary.main, 0.5);
  const radius = theme.vars ? theme.vars.shape.borderRadius : `${theme.shape.borderRadius}px`;
  const icon = {
    ...SVG_ICON_LOOK,
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  } as const;
  return {
    display: 'flex',
    flexDirection: 'row',
    gap: theme.spacing(1),
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    '&[data-compact]': { flexWrap: 'nowrap' },
    '& .key-split': { display: 'inline-flex', borderRadius: radius },
    '& .key-button': {
      ...buttonReset(theme),
      ...theme.typography.button,
      minWidth: 40,
      padding: '3px 9px',
      fontSize: theme.typography.pxToRem(13),
      border: `1px solid ${outlinedBorder}`,
      borderRadius: radius,
      color: palette.primary.main,
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': { backgroundColor: primaryHover, borderColor: palette.primary.main },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      '&:disabled': {
        pointerEvents: 'none',
        cursor: 'default',
        color: palette.action.disabled,
        border: `1px solid ${palette.action.disabledBackground}`,
      },
      '& > svg': { ...icon, fontSize: '1.25rem' },
    },
    '& .key-button-label > svg': { fontSize: 18, marginRight: 8, marginLeft: -2 },
    '& .key-split > .key-button:first-of-type:not(:disabled)': { borderRightColor: 'transparent' },
    '& .key-split > .key-button:first-of-type:not(:disabled):hover': { borderRightColor: 'currentColor' },
    '& .key-split > .key-button:first-of-type': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
    '& .key-split > .key-button:last-of-type': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, marginLeft: -1 },
    '& .key-more': smallIconButton(theme),
    '& .key-more > svg': { ...icon, fontSize: '1.25rem' },
  } as const;
}

/** The row's or card's bar of key actions: one class for every bar of the page. */
export const KeyActionsBar = themeStyled('div', keyActionsRules);
