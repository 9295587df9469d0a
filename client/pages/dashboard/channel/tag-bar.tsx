import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NumberCell } from './channel-cells.tsx';

interface TagBarProps {
  tag: string;
  /** How many channels carry the tag (the filtered list's total). */
  count: number;
  /** The members' priority when they share one, else null. */
  priority: number | null;
  onPriority(value: number): Promise<void>;
  onEnable(): void;
  onDisable(): void;
  onDelete(): void;
}

/**
 * Shown while the list is filtered to one tag: the tag's members run together, so their
 * priority and status are set at once, and the tag can be deleted with its channels.
 */
export function TagBar({ tag, count, priority, onPriority, onEnable, onDisable, onDelete }: TagBarProps) {
  const { t } = useTranslation('channel');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid="channel-tag-bar"
      sx={{ px: 2, py: 1, flexWrap: 'wrap', alignItems: 'center', bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle2" sx={{ mr: 'auto' }}>
        {t('tag.summary', { tag, count })}
      </Typography>
      <Typography variant="body2" component="span">
        {t('tag.priority')}
      </Typography>
      <NumberCell value={priority ?? 0} min={-1_000_000} label={t('tag.priorityOf', { tag })} onSave={onPriority} />
      <Button size="small" variant="outlined" onClick={onEnable} data-testid="channel-tag-enable">
        {t('tag.enable')}
      </Button>
      <Button size="small" variant="outlined" onClick={onDisable} data-testid="channel-tag-disable">
        {t('tag.disable')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={onDelete} data-testid="channel-tag-delete">
        {t('tag.delete')}
      </Button>
    </Stack>
  );
}
