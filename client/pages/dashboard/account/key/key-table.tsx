import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '#shared/api/schemas/key.ts';
import type { OrderField } from '#client/components/key-editor/key-query.ts';
import type { useKeyText } from '#client/components/key-editor/key-cells.tsx';
import { BUDGET_CELL_SX } from '#client/components/budget/budget-cell.tsx';
import { PlainTableBody } from '#client/components/table/plain-rows.tsx';

type Column = 'name' | 'group' | 'status' | 'used' | 'remaining' | 'budget' | 'created' | 'expires' | 'accessed' | 'actions';

// Columns the gateway can order by (its whitelist, contract §2.5).
const SORT_FIELDS: Partial<Record<Column, OrderField>> = {
  name: 'name',
  status: 'status',
  used: 'used_quota',
  remaining: 'remain_quota',
  created: 'created_time',
  expires: 'expired_time',
};

const COLUMNS: Column[] = ['name', 'group', 'status', 'used', 'remaining', 'budget', 'created', 'expires', 'accessed', 'actions'];

interface KeyTableProps {
  /** Rendered beside the cards: shown from `lg` up only. Alone: always shown. */
  responsive: boolean;
  tokens: readonly Token[];
  order: string;
  text: ReturnType<typeof useKeyText>;
  onSort(field: OrderField): void;
  status(token: Token): ReactNode;
  /** The budget column's cell; null when budgets are off (no column). */
  budget: ((token: Token) => ReactNode) | null;
  actions(token: Token): ReactNode;
}

/** `YYYY-MM-DD HH:mm:ss` on two lines, which keeps the table narrow enough for its actions. */
function DateCell({ text }: { text: string }) {
  const [date, time] = text.split(' ');
  return (
    <td className="key-nowrap">
      {date}
      {time ? <div className="key-caption">{time}</div> : null}
    </td>
  );
}

/** The keys as a table (from `lg` up); smaller screens get cards instead. */
export function KeyTable({ responsive, tokens, order, text, onSort, status, budget, actions }: KeyTableProps) {
  const { t } = useTranslation(['key', 'budgets']);
  const columns = budget ? COLUMNS : COLUMNS.filter((column) => column !== 'budget');
  return (
    <TableContainer sx={responsive ? { display: { xs: 'none', lg: 'block' } } : undefined}>
      {/* Tighter cells than MUI's default; when the columns still do not fit (long names, English),
          the actions stay pinned to the right while the rest scrolls. */}
      <Table
        size="small"
        aria-label={t('table.label')}
        sx={{
          '& th, & td': { px: 1 },
          '& th:first-of-type, & td:first-of-type': { pl: 2 },
          '& th:last-of-type, & td:last-of-type': { pr: 2, position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper' },
          // The cells' own styles, once for the table rather than an sx per cell and row.
          '& .key-nowrap': { whiteSpace: 'nowrap' },
          '& .key-name': { typography: 'body2', fontWeight: 600, minWidth: 96, overflowWrap: 'anywhere', m: 0 },
          '& .key-caption': { typography: 'caption', color: 'text.secondary' },
          '& .key-empty': { py: 6, textAlign: 'center', color: 'text.secondary' },
          ...BUDGET_CELL_SX,
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const field = SORT_FIELDS[column];
              const active = field !== undefined && (order === field || order === `-${field}`);
              return (
                <TableCell
                  key={column}
                  className="key-nowrap"
                  align={column === 'actions' ? 'right' : 'left'}
                  {...(active ? { sortDirection: order.startsWith('-') ? 'desc' : 'asc' } : {})}
                >
                  {field ? (
                    <TableSortLabel active={active} direction={order.startsWith('-') ? 'desc' : 'asc'} onClick={() => onSort(field)}>
                      {t(`columns.${column}`)}
                    </TableSortLabel>
                  ) : (
                    t(column === 'budget' ? 'budgets:form.section' : `columns.${column}`)
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        {/* Plain rows styled once by the body (issue 37): a TableRow and ten TableCells a key
            were most of the page's render and its styles. */}
        <PlainTableBody>
          {tokens.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="key-empty">
                {t('table.empty')}
              </td>
            </tr>
          ) : null}
          {tokens.map((token) => (
            <tr key={token.id} data-hover data-testid="key-row" data-key-id={token.id}>
              <td>
                <p className="key-name">{token.name}</p>
              </td>
              <td>
                {text.group(token.group)}
                {token.backup_group ? (
                  <div className="key-caption">
                    {t('columns.backupGroup')}: {text.backupGroup(token.backup_group)}
                  </div>
                ) : null}
              </td>
              <td>{status(token)}</td>
              <td className="key-nowrap" data-testid="key-used">
                {text.used(token)}
              </td>
              <td className="key-nowrap" data-testid="key-remaining">
                {text.remaining(token)}
              </td>
              {budget ? <td>{budget(token)}</td> : null}
              <DateCell text={text.created(token)} />
              <DateCell text={text.expires(token)} />
              <DateCell text={text.accessed(token)} />
              <td data-align="right">{actions(token)}</td>
            </tr>
          ))}
        </PlainTableBody>
      </Table>
    </TableContainer>
  );
}
