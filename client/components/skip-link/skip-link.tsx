import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '#client/theme/visually-hidden.ts';

/** The id of every layout's `<main>`, which the skip link jumps to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * What each layout spreads on its `<main>`: the skip link's target, focusable by script (not by
 * Tab), without a ring around the whole page when it takes the focus.
 */
export const MAIN_CONTENT_PROPS = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;
export const MAIN_CONTENT_SX = { '&:focus': { outline: 'none' } } as const;

/**
 * The page's first Tab stop (WCAG 2.4.1): out of sight until it has the focus, then at the top
 * left; Enter moves the focus into the main content, past the header and the menu. A plain link
 * to the fragment without JavaScript; with it, the focus moves without a history entry.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      data-testid="skip-link"
      sx={(theme) => ({
        '&:not(:focus)': VISUALLY_HIDDEN,
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 'bold',
        border: 2,
      })}
    >
      {t('skipToMain')}
    </Box>
  );
}
