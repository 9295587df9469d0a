import { useState } from 'react';
import type { Token } from '#shared/api/schemas/token.ts';
import type { KeyPageData } from './key-page.tsx';
import { KeyActions } from './key-actions.tsx';
import { KeyCards } from './key-cards.tsx';
import { StatusCell, useKeyText } from '#client/components/key-editor/key-cells.tsx';
import type { Money } from '#client/components/key-editor/key-form-values.ts';
import { PAGE_SIZES } from '#client/components/key-editor/key-query.ts';
import type { KeyQuery } from '#client/components/key-editor/key-query.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { KeyTable } from './key-table.tsx';
import { useKeyMutations } from './use-key-mutations.ts';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

const KeyDeleteDialog = lazyNamed(() => import('./key-delete-dialog.tsx'), 'KeyDeleteDialog');

interface KeyListProps {
  data: KeyPageData;
  state: UrlState<KeyQuery>;
  money: Money;
  onEdit(token: Token): void;
}

/** One page of keys (table or cards), the pager, and the row actions. */
export function KeyList({ data, state, money, onEdit }: KeyListProps) {
  const text = useKeyText(money, data.groups);
  const { setEnabled, remove } = useKeyMutations();
  const [deleting, setDeleting] = useState<Token | null>(null);
  const { query } = data;

  const status = (token: Token) => <StatusCell token={token} onToggle={setEnabled} />;
  const actions = (token: Token, compact = false) => (
    <KeyActions token={token} chatLinks={data.chatLinks} onEdit={onEdit} onDelete={setDeleting} compact={compact} />
  );

  return (
    <>
      <KeyTable
        tokens={data.tokens}
        order={query.order}
        text={text}
        onSort={sortBy(state)}
        status={status}
        actions={(token) => actions(token, true)}
      />
      <KeyCards tokens={data.tokens} text={text} status={status} actions={(token) => actions(token)} />
      <ListPager state={state} query={query} total={data.total} sizes={PAGE_SIZES} />
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
