import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCopy } from '#client/hooks/use-copy.ts';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';

/** Where the keys are used: the console's own `/v1` (it proxies the relay), with a copy button. */
export function KeyBaseUrl({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation('key');
  const copy = useCopy();
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('toolbar.baseUrl')}
      </Typography>
      <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="key-base-url">
        {baseUrl}
      </Typography>
      <Tooltip title={t('actions.copy')}>
        <IconButton size="small" aria-label={t('toolbar.copyBaseUrl')} onClick={() => void copy(baseUrl, t('toolbar.baseUrl'))}>
          <ActionIcon name="copy" fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
