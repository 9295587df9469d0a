import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format/number.ts';

/** The info badge of an item: a count, or a short translated text. */
export function NavInfo({ info }: { info: string | number }) {
  const { t, i18n } = useTranslation('menu');
  return (
    <Box
      component="span"
      className="nav-info"
      sx={{
        ml: 'auto',
        px: 0.75,
        minWidth: 20,
        height: 20,
        borderRadius: 0.75,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        fontWeight: 700,
        bgcolor: 'var(--nav-item-active-bg)',
        color: 'var(--nav-item-active)',
      }}
    >
      {typeof info === 'number' ? formatNumber(info, i18n.language) : t(info)}
    </Box>
  );
}
