import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BatchAction } from './use-user-mutations.ts';
import { BATCH_BAR_SX } from '#client/components/admin-kit/batch-bar.tsx';

interface UserBatchBarProps {
  count: number;
  onAction(action: BatchAction): void;
  /** Opens "set the group" for the selected users. */
  onSetGroup(): void;
  onClear(): void;
}

/** Shown while rows are selected: enable, disable or delete them all, or set their group (each asks first). */
export function UserBatchBar({ count, onAction, onSetGroup, onClear }: UserBatchBarProps) {
  const { t } = useTranslation('user');
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      role="region"
      aria-label={t('batch.label')}
      data-testid="user-batch-bar"
      sx={BATCH_BAR_SX}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 'auto' }}>
        {t('batch.selected', { count })}
      </Typography>
      <Button size="small" variant="outlined" onClick={() => onAction('enable')}>
        {t('batch.enable')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => onAction('disable')}>
        {t('batch.disable')}
      </Button>
      <Button size="small" variant="outlined" onClick={onSetGroup} data-testid="user-batch-group">
        {t('batchField.open')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onAction('delete')}>
        {t('batch.delete')}
      </Button>
      <Button size="small" onClick={onClear}>
        {t('batch.clear')}
      </Button>
    </Stack>
  );
}
