import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TelegramMenu, TelegramOrderField } from '#shared/api/schemas/telegram.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { HeaderCell, RowActionButton } from '#client/components/table/table-cells.tsx';

type Column = 'id' | 'command' | 'description' | 'parse_mode' | 'reply_message' | 'actions';
const COLUMNS: readonly Column[] = ['id', 'command', 'description', 'parse_mode', 'reply_message', 'actions'];
const SORTABLE: Partial<Record<Column, TelegramOrderField>> = { id: 'id', command: 'command' };

// Constant styles (one class for the whole table, README "Styles and page weight").
const TABLE_SX = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2, whiteSpace: 'nowrap' },
} as const;
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
  return (
    <TableContainer>
      <Table size="small" aria-label={t('telegram:table.label')} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <HeaderCell
                key={column}
                field={SORTABLE[column]}
                order={order}
                onSort={onSort}
                align={column === 'actions' ? 'right' : 'left'}
              >
                {t(`telegram:columns.${column}`)}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {menus.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} testId="telegram-empty">
              {t('table:empty')}
            </EmptyRow>
          ) : null}
          {menus.map((menu) => (
            <TableRow key={menu.id} hover data-testid="telegram-row" data-command={menu.command}>
              <TableCell>{menu.id}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>/{menu.command}</TableCell>
              <TableCell>{menu.description}</TableCell>
              <TableCell>
                <StatusTag variant="outlined" color="info" label={menu.parse_mode} />
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={REPLY_SX} title={menu.reply_message} data-testid="telegram-reply">
                  {menu.reply_message}
                </Typography>
              </TableCell>
              <TableCell align="right">
                <RowActionButton
                  icon="edit"
                  title={t('telegram:actions.edit')}
                  label={t('telegram:actions.editNamed', { command: menu.command })}
                  onClick={() => onEdit(menu)}
                />
                <RowActionButton
                  icon="delete"
                  danger
                  title={t('telegram:actions.delete')}
                  label={t('telegram:actions.deleteNamed', { command: menu.command })}
                  onClick={() => onDelete(menu)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
