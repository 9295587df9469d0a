import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

const pulse = keyframes`
  0% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.8) rotate(90deg); opacity: 0.5; }
  100% { transform: scale(1) rotate(180deg); opacity: 1; }
`;

/** Waits this long before covering the page, so quick navigations never flash the loader. */
const DELAY_MS = 400;

/** The full-screen loading animation (a 2 s cycle) while a lazily loaded page is on its way. */
export function PageLoader() {
  const { t } = useTranslation('components');
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLate(true), DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [loading]);
  if (!loading || !late) return null;
  return (
    <Box
      role="status"
      aria-label={t('loading')}
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
