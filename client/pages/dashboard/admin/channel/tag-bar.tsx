import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NumberCell } from '#client/components/table/number-cell.tsx';

interface TagBarProps {
  tag: string;
  /** How many channels carry the tag (the filtered list's total). */
  count: number;
  /** The members' priority when they share one, else null. */
  priority: number | null;
  onPriority(value: number): Promise<void>;
  /** Opens the tag editor (shared fields, members, key lines). */
  onEdit(): void;
  onEnable(): void;
  onDisable(): void;
  onDelete(): void;
}

/**
 * Shown while the list is filtered to one tag: the tag's members run together, so their
 * priority and status are set at once, and the tag can be deleted with its channels.
 */
export function TagBar({ tag, count, priority, onPriority, onEdit, onEnable, onDisable, onDelete }: TagBarProps) {
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
        {t('channel:tag.summary', { tag, count })}
      </Typography>
      <Typography variant="body2" component="span">
        {t('channel:tag.priority')}
      </Typography>
      <NumberCell value={priority ?? 0} min={-1_000_000} label={t('channel:tag.priorityOf', { tag })} onSave={onPriority} />
      <Button size="small" variant="outlined" onClick={onEdit} data-testid="channel-tag-edit">
        {t('channel:tag.edit')}
      </Button>
      <Button size="small" variant="outlined" onClick={onEnable} data-testid="channel-tag-enable">
        {t('channel:tag.enable')}
      </Button>
      <Button size="small" variant="outlined" onClick={onDisable} data-testid="channel-tag-disable">
        {t('channel:tag.disable')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={onDelete} data-testid="channel-tag-delete">
        {t('channel:tag.delete')}
      </Button>
    </Stack>
  );
}
