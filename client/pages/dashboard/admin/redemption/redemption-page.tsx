import Card from '@mui/material/Card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { Redemption } from '#shared/api/schemas/billing.ts';
import { RedemptionInvalidCountSchema, RedemptionPageSchema } from '#shared/api/schemas/redemption-admin.ts';
import type { RedemptionInput, RedemptionUpdate } from '#shared/api/schemas/redemption-admin.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import type { CreatedBatch } from './redemption-csv.ts';
import { REDEMPTION_LIST_STATE, REDEMPTION_PAGE_SIZES, redemptionApiQuery } from './redemption-list-state.ts';
import { RedemptionTable } from './redemption-table.tsx';
import { RedemptionBatchBar, RedemptionToolbar } from './redemption-toolbar.tsx';
import { useRedemptionMutations } from './use-redemption-mutations.ts';
import type { RedemptionBatchAction } from './use-redemption-mutations.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { batchQuestion, deleteQuestion, useListPage } from '#client/components/admin-kit/use-list-page.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

// Forms and confirmations load when first opened.
const RedemptionDialog = lazyNamed(() => import('./redemption-dialog.tsx'), 'RedemptionDialog');
const CreatedCodesDialog = lazyNamed(() => import('./created-codes-dialog.tsx'), 'CreatedCodesDialog');

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, REDEMPTION_LIST_STATE);
  // The list's failure is the dashboard boundary's; the purge count is an extension of the
  // double (expiry and purge): a gateway without it (404, upstream one-hub) hides both.
  const [page, invalid] = await Promise.all([
    api.get('/api/redemption/', RedemptionPageSchema, redemptionApiQuery(query)),
    api.get('/api/redemption/invalid', RedemptionInvalidCountSchema).catch(() => null),
  ]);
  redirectPastLastPage(url, REDEMPTION_LIST_STATE, query, page.total_count);
  return { query, codes: page.data, total: page.total_count, invalidCount: invalid?.count ?? null, now: Math.floor(Date.now() / 1000) };
}

/** The form's code, null for a new batch. */
type DialogState = { code: Redemption | null };

/**
 * Admins' redemption codes (spec §2 `payment/redemption`, contract §2.10): search by id or name
 * prefix, sort and page in the URL; create a batch (then copy or download its keys), edit,
 * enable, disable, delete one or the selected; purge used and expired codes where the gateway
 * has new-api's purge.
 */
export function Component() {
  const { t } = useTranslation('redemption');
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const state = useUrlState(REDEMPTION_LIST_STATE);
  const mutations = useRedemptionMutations();
  const copy = useCopy();
  const dialog = useDialogHost<DialogState>();
  const [created, setCreated] = useState<CreatedBatch | null>(null);
  const list = useListPage({ rows: data.codes, idOf: (code) => code.id, cancelLabel: t('delete.cancel') });
  const { selected, clear } = list;
  const withExpiry = data.invalidCount !== null;

  const askBatch = (action: RedemptionBatchAction) => list.askBatch(action, batchQuestion(t, action, 'id'), mutations.batch);

  const askDelete = (code: Redemption) =>
    list.askDestructive(deleteQuestion(t, { id: code.id, name: code.name }), () => mutations.deleteOne(code));

  function askPurge(count: number) {
    list.askThenClear(
      {
        title: t('purge.title', { count }),
        body: t('purge.body', { count }),
        confirmLabel: t('purge.confirm', { count }),
        destructive: true,
      },
      mutations.purge,
    );
  }

  async function save(change: RedemptionInput | FormEdit<RedemptionUpdate>): Promise<string | null> {
    const result = await mutations.save(change);
    if ('refusal' in result) return result.refusal;
    if (result.created) setCreated(result.created);
    return null;
  }

  return (
    <Card variant="outlined">
      <RedemptionToolbar state={state} invalidCount={data.invalidCount} onCreate={() => dialog.open({ code: null })} onPurge={askPurge} />
      {selected.length > 0 ? <RedemptionBatchBar count={selected.length} onBatch={askBatch} onClear={clear} /> : null}
      <RedemptionTable
        codes={data.codes}
        order={data.query.order}
        money={money}
        now={data.now}
        withExpiry={withExpiry}
        selected={list.selectedIds}
        onSelect={list.select}
        onSort={sortBy(state)}
        onToggle={mutations.setEnabled}
        onCopy={(code) => void copy(code.key, t('actions.copyName', { id: code.id }))}
        onEdit={(code) => dialog.open({ code })}
        onDelete={askDelete}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={REDEMPTION_PAGE_SIZES} />
      <Hosted dialog={dialog.current}>
        {({ code }) => (
          <RedemptionDialog
            key={code?.id ?? 'new'}
            code={code}
            quotaPerUnit={money.quotaPerUnit}
            withExpiry={withExpiry}
            onSave={save}
            onClose={dialog.close}
          />
        )}
      </Hosted>
      <Hosted dialog={created}>{(batch) => <CreatedCodesDialog batch={batch} money={money} onClose={() => setCreated(null)} />}</Hosted>
      {list.confirm.dialog}
    </Card>
  );
}
