import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useChunkLoading } from '#client/routing/chunk-loads.ts';

const pulse = keyframes`
  0% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.8) rotate(90deg); opacity: 0.5; }
  100% { transform: scale(1) rotate(180deg); opacity: 1; }
`;

/** Waits this long before covering or dimming the page, so quick navigations never flash. */
const DELAY_MS = 400;

/** The current page while the next one's data loads: still readable, visibly not the answer yet. */
const DIMMED = { main: { opacity: 0.55, transition: 'opacity 150ms linear' } } as const;

/**
 * Feedback for a navigation slower than 400 ms. The current page stays on screen, dimmed and
 * `aria-busy`, while the next page's data loads (the top bar runs meanwhile); the full-screen
 * animation (a 2 s cycle) covers it only while a lazily loaded page's code is on its way, the
 * first visit of that page. Blanking the page for a slow gateway hid what the reader was reading.
 */
export function PageLoader() {
  const { t } = useTranslation('components');
  const loading = useNavigation().state === 'loading';
  const chunkLoading = useChunkLoading();
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLate(true), DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [loading]);
  const waiting = loading && late;
  useEffect(() => {
    if (!waiting) return undefined;
    const main = document.querySelector('main');
    main?.setAttribute('aria-busy', 'true');
    return () => main?.removeAttribute('aria-busy');
  }, [waiting]);
  if (!waiting) return null;
  if (!chunkLoading) return <GlobalStyles styles={DIMMED} />;
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      data-testid="page-loader"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        opacity: 0.9,
      }}
    >
      <Box sx={{ width: 56, height: 56, borderRadius: 2, bgcolor: 'primary.main', animation: `${pulse} 2s ease-in-out infinite` }} />
    </Box>
  );
}
