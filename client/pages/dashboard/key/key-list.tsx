import { lazy, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Token } from '../../../../shared/api/schemas/token.ts';
import type { KeyPageData } from '../key-page.tsx';
import { KeyActions } from './key-actions.tsx';
import { KeyCards } from './key-cards.tsx';
import { StatusCell, useKeyText } from './key-cells.tsx';
import type { Money } from './key-form-values.ts';
import { nextOrder, PAGE_SIZES, withQuery } from './key-query.ts';
import { KeyTable } from './key-table.tsx';
import { useKeyMutations } from './use-key-mutations.ts';
import { PagePager } from '../../../components/table/page-pager.tsx';
import { WhenOpened } from '../../../components/lazy/when-opened.tsx';

const KeyDeleteDialog = lazy(async () => ({ default: (await import('./key-delete-dialog.tsx')).KeyDeleteDialog }));

interface KeyListProps {
  data: KeyPageData;
  money: Money;
  onEdit(token: Token): void;
}

/** One page of keys (table or cards), the pager, and the row actions. */
export function KeyList({ data, money, onEdit }: KeyListProps) {
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
      <PagePager total={data.total} page={query.page} size={query.size} sizes={PAGE_SIZES} onPage={(page) => go({ page })} onSize={(size) => go({ size, page: 1 })} />
      <WhenOpened open={deleting !== null}>
        <KeyDeleteDialog
          token={deleting}
          onCancel={() => setDeleting(null)}
          onConfirm={async (token) => {
            if (await remove(token)) setDeleting(null);
          }}
        />
      </WhenOpened>
    </>
  );
}
