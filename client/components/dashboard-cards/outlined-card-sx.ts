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
