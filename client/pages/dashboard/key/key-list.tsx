import { useState } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Token } from '../../../../shared/api/schemas/token.ts';
import type { KeyPageData } from '../key-page.tsx';
import { KeyActions } from './key-actions.tsx';
import { KeyCards } from './key-cards.tsx';
import { StatusCell, useKeyText } from './key-cells.tsx';
import { KeyDeleteDialog } from './key-delete-dialog.tsx';
import type { Money } from './key-form-values.ts';
import { nextOrder, PAGE_SIZES, withQuery } from './key-query.ts';
import { KeyTable } from './key-table.tsx';
import { useKeyMutations } from './use-key-mutations.ts';

interface KeyListProps {
  data: KeyPageData;
  money: Money;
  onEdit(token: Token): void;
}

/** One page of keys (table or cards), the pager, and the row actions. */
export function KeyList({ data, money, onEdit }: KeyListProps) {
  const { t } = useTranslation('token');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const text = useKeyText(money, data.groups);
  const { setEnabled, remove } = useKeyMutations();
  const [deleting, setDeleting] = useState<Token | null>(null);
  const { query } = data;
  const go = (changes: Parameters<typeof withQuery>[1]) => void navigate(withQuery(params, changes) || '?');

  const status = (token: Token) => <StatusCell token={token} onToggle={setEnabled} />;
  const actions = (token: Token, compact = false) => <KeyActions token={token} chatLinks={data.chatLinks} onEdit={onEdit} onDelete={setDeleting} compact={compact} />;

  return (
    <>
      <KeyTable tokens={data.tokens} order={query.order} text={text} onSort={(field) => go({ order: nextOrder(query.order, field), page: 1 })} status={status} actions={(token) => actions(token, true)} />
      <KeyCards tokens={data.tokens} text={text} status={status} actions={(token) => actions(token)} />
      <TablePagination
        component="div"
        count={data.total}
        // MUI's pager is 0-based, the URL and the gateway 1-based.
        page={data.total === 0 ? 0 : Math.min(query.page - 1, Math.max(0, Math.ceil(data.total / query.size) - 1))}
        rowsPerPage={query.size}
        rowsPerPageOptions={[...PAGE_SIZES]}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
        onPageChange={(_event, page) => go({ page: page + 1 })}
        onRowsPerPageChange={(event) => go({ size: Number(event.target.value), page: 1 })}
      />
      <KeyDeleteDialog
        token={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={async (token) => {
          if (await remove(token)) setDeleting(null);
        }}
      />
    </>
  );
}
