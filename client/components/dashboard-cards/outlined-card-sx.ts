import type { Theme } from '@mui/material/styles';
import { radius } from '#client/theme/tokens.ts';

/**
 * What MUI's outlined Card draws (the theme's card radius, twice the shape's; a divider border;
 * the paper background), for list items that are plain elements styled once by their list
 * (the key cards, the model cards): a Card per item was a styled component serialised again
 * per item on every render.
 */
export const OUTLINED_CARD_SX = {
  overflow: 'hidden',
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.primary',
} as const;

/**
 * The same look as rules for a root styled by the theme (`themeStyled`): the stat and panel
 * cards, with MUI Paper's shadow transition.
 */
export function outlinedCardRules(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    transition: theme.transitions.create('box-shadow'),
    border: `1px solid ${palette.divider}`,
    borderRadius: radius * 2,
    overflow: 'hidden',
  } as const;
}
