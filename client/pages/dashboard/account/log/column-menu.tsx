import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogColumn } from './log-columns.ts';

const LABELS: Record<LogColumn, string> = {
  time: 'log:columns.time',
  channel: 'log:columns.channel',
  user: 'log:columns.user',
  group: 'log:columns.group',
  token: 'log:columns.token',
  type: 'log:columns.type',
  model: 'log:columns.model',
  duration: 'log:columns.duration',
  prompt: 'log:columns.prompt',
  completion: 'log:columns.completion',
  quota: 'log:columns.quota',
  ip: 'log:columns.ip',
  detail: 'log:columns.detail',
};

export function columnLabelKey(column: LogColumn): string {
  return LABELS[column];
}

/** Checkboxes for the columns this user can see; the choice is stored by the caller. */
export function ColumnMenu({
  columns,
  hidden,
  onToggle,
}: {
  columns: LogColumn[];
  hidden: LogColumn[];
  onToggle(column: LogColumn): void;
}) {
  const { t } = useTranslation('log');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        data-testid="log-columns-button"
      >
        {t('log:columns.menu')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => (
          <MenuItem key={column} onClick={() => onToggle(column)} data-testid={`log-column-toggle-${column}`}>
            <Checkbox size="small" checked={!hidden.includes(column)} tabIndex={-1} disableRipple sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={t(LABELS[column])} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
