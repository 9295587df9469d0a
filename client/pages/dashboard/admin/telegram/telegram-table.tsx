import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TelegramMenu, TelegramOrderField } from '#shared/api/schemas/telegram.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, deleteAction, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';

// Constant styles (one class for the whole column, README "Styles and page weight").
const COMMAND_SX = { fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' } as const;
// The reply is markup for Telegram: shown as its text, two lines at most here (the dialog has it whole).
const REPLY_SX = {
  fontFamily: 'monospace',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  maxWidth: 360,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

interface TelegramTableProps {
  menus: readonly TelegramMenu[];
  order: string;
  onSort(field: TelegramOrderField): void;
  onEdit(menu: TelegramMenu): void;
  onDelete(menu: TelegramMenu): void;
}

/** One page of the bot's menu commands with sortable id and command, and row actions. */
export function TelegramTable({ menus, order, onSort, onEdit, onDelete }: TelegramTableProps) {
  const { t } = useTranslation(['telegram', 'table']);
  const columns: DataColumn<TelegramMenu, TelegramOrderField>[] = [
    { id: 'id', header: t('telegram:columns.id'), sortField: 'id', cell: (menu) => menu.id },
    { id: 'command', header: t('telegram:columns.command'), sortField: 'command', sx: COMMAND_SX, cell: (menu) => `/${menu.command}` },
    { id: 'description', header: t('telegram:columns.description'), cell: (menu) => menu.description },
    {
      id: 'parse_mode',
      header: t('telegram:columns.parse_mode'),
      cell: (menu) => <StatusTag variant="outlined" color="info" label={menu.parse_mode} />,
    },
    {
      id: 'reply_message',
      header: t('telegram:columns.reply_message'),
      cell: (menu) => (
        <Typography variant="body2" sx={REPLY_SX} title={menu.reply_message} data-testid="telegram-reply">
          {menu.reply_message}
        </Typography>
      ),
    },
    actionsColumn(t('telegram:columns.actions'), [
      rowAction('edit', t('telegram:actions.edit'), (menu) => t('telegram:actions.editNamed', { command: menu.command }), onEdit),
      deleteAction(t('telegram:actions.delete'), (menu) => t('telegram:actions.deleteNamed', { command: menu.command }), onDelete),
    ]),
  ];
  return (
    <DataTable
      label={t('telegram:table.label')}
      columns={columns}
      rows={menus}
      rowId={(menu) => menu.id}
      rowProps={(menu) => ({ 'data-testid': 'telegram-row', 'data-command': menu.command })}
      order={order}
      onSort={onSort}
      emptyTestId="telegram-empty"
    />
  );
}
