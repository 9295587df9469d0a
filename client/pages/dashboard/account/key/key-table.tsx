import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '#shared/api/schemas/key.ts';
import type { OrderField } from '#client/components/key-editor/key-query.ts';
import type { useKeyText } from '#client/components/key-editor/key-cells.tsx';

type Column = 'name' | 'group' | 'status' | 'used' | 'remaining' | 'created' | 'expires' | 'accessed' | 'actions';

// Columns the gateway can order by (its whitelist, contract §2.5).
const SORT_FIELDS: Partial<Record<Column, OrderField>> = {
  name: 'name',
  status: 'status',
  used: 'used_quota',
  remaining: 'remain_quota',
  created: 'created_time',
  expires: 'expired_time',
};

const COLUMNS: Column[] = ['name', 'group', 'status', 'used', 'remaining', 'created', 'expires', 'accessed', 'actions'];

interface KeyTableProps {
  tokens: readonly Token[];
  order: string;
  text: ReturnType<typeof useKeyText>;
  onSort(field: OrderField): void;
  status(token: Token): ReactNode;
  actions(token: Token): ReactNode;
}

/** `YYYY-MM-DD HH:mm:ss` on two lines, which keeps the table narrow enough for its actions. */
function DateCell({ text }: { text: string }) {
  const [date, time] = text.split(' ');
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      {date}
      {time ? (
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {time}
        </Typography>
      ) : null}
    </TableCell>
  );
}

/** The keys as a table (from `lg` up); smaller screens get cards instead. */
export function KeyTable({ tokens, order, text, onSort, status, actions }: KeyTableProps) {
  const { t } = useTranslation('key');
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <TableContainer sx={{ display: { xs: 'none', lg: 'block' } }}>
      {/* Tighter cells than MUI's default; when the columns still do not fit (long names, English),
          the actions stay pinned to the right while the rest scrolls. */}
      <Table
        size="small"
        aria-label={t('table.label')}
        sx={{
          '& th, & td': { px: 1 },
          '& th:first-of-type, & td:first-of-type': { pl: 2 },
          '& th:last-of-type, & td:last-of-type': { pr: 2, position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper' },
        }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const field = SORT_FIELDS[column];
              const active = field !== undefined && (order === field || order === `-${field}`);
              return (
                <TableCell
                  key={column}
                  sx={nowrap}
                  align={column === 'actions' ? 'right' : 'left'}
                  {...(active ? { sortDirection: order.startsWith('-') ? 'desc' : 'asc' } : {})}
                >
                  {field ? (
                    <TableSortLabel active={active} direction={order.startsWith('-') ? 'desc' : 'asc'} onClick={() => onSort(field)}>
                      {t(`columns.${column}`)}
                    </TableSortLabel>
                  ) : (
                    t(`columns.${column}`)
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                {t('table.empty')}
              </TableCell>
            </TableRow>
          ) : null}
          {tokens.map((token) => (
            <TableRow key={token.id} hover data-testid="key-row" data-key-id={token.id}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 96, overflowWrap: 'anywhere' }}>
                  {token.name}
                </Typography>
              </TableCell>
              <TableCell>
                {text.group(token.group)}
                {token.backup_group ? (
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {t('columns.backupGroup')}: {text.backupGroup(token.backup_group)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{status(token)}</TableCell>
              <TableCell sx={nowrap} data-testid="key-used">
                {text.used(token)}
              </TableCell>
              <TableCell sx={nowrap} data-testid="key-remaining">
                {text.remaining(token)}
              </TableCell>
              <DateCell text={text.created(token)} />
              <DateCell text={text.expires(token)} />
              <DateCell text={text.accessed(token)} />
              <TableCell align="right">{actions(token)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
