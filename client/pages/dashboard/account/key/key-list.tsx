import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLayoutChoice } from '#client/app/screen-class.tsx';
import type { Token } from '#shared/api/schemas/key.ts';
import type { KeyPageData } from './key-page.tsx';
import { KeyActions } from './key-actions.tsx';
import { KeyCards } from './key-cards.tsx';
import { StatusCell, useKeyText } from '#client/components/key-editor/key-cells.tsx';
import { PAGE_SIZES } from '#client/components/key-editor/key-query.ts';
import type { KeyQuery } from '#client/components/key-editor/key-query.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { KeyTable } from './key-table.tsx';
import { useKeyMutations } from './use-key-mutations.ts';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import { BudgetCell } from '#client/components/budget/budget-cell.tsx';
import type { QuotaDisplay } from '#shared/format/quota.ts';

const LIMIT_NOTE_SX = { color: 'text.secondary', px: 2, pb: 1 } as const;

interface KeyListProps {
  data: KeyPageData;
  state: UrlState<KeyQuery>;
  money: QuotaDisplay;
  onEdit(token: Token): void;
}

/** One page of keys (table or cards), the pager, and the row actions. */
export function KeyList({ data, state, money, onEdit }: KeyListProps) {
  const text = useKeyText(money, data.groups);
  const { setEnabled, remove } = useKeyMutations();
  const { t } = useTranslation(['key', 'budgets']);
  const confirm = useConfirm(t('key:delete.cancel'));
  // Apps using the key stop working at once: asked first.
  const askDelete = (token: Token) =>
    confirm.ask({
      title: t('key:delete.title'),
      body: t('key:delete.body', { name: token.name }),
      confirmLabel: t('key:delete.confirm'),
      destructive: true,
      run: async () => void (await remove(token)),
    });
  const { query } = data;
  // The table from `lg` up, cards below: only the one the screen needs (both without a guess).
  const layout = useLayoutChoice(useTheme().breakpoints.values.lg);

  const status = (token: Token) => <StatusCell token={token} onToggle={setEnabled} />;
  // Without an admin token at the gateway budgets are off: no column at all.
  const budget = data.budgets.kind === 'off' ? null : (token: Token) => <BudgetCell budgets={data.budgets} token={token} money={money} />;
  const actions = (token: Token, compact = false) => (
    <KeyActions token={token} chatLinks={data.chatLinks} onEdit={onEdit} onDelete={askDelete} compact={compact} />
  );

  // What a budget does at its limit, said on the page as soon as one of the keys has one.
  const budgeted = data.budgets.kind === 'on' && data.tokens.some((token) => data.budgets.kind === 'on' && data.budgets.byToken[token.id]);
  return (
    <>
      {budgeted ? (
        <Typography variant="body2" sx={LIMIT_NOTE_SX} data-testid="key-budget-limit">
          {t('budgets:form.atLimit')}
        </Typography>
      ) : null}
      {layout === 'narrow' ? null : (
        <KeyTable
          responsive={layout === 'both'}
          tokens={data.tokens}
          order={query.order}
          text={text}
          onSort={sortBy(state)}
          status={status}
          budget={budget}
          actions={(token) => actions(token, true)}
        />
      )}
      {layout === 'wide' ? null : (
        <KeyCards
          responsive={layout === 'both'}
          tokens={data.tokens}
          text={text}
          status={status}
          budget={budget}
          actions={(token) => actions(token)}
        />
      )}
      <ListPager state={state} query={query} total={data.total} sizes={PAGE_SIZES} />
      {confirm.dialog}
    </>
  );
}
