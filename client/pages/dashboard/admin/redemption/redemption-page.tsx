import Card from '@mui/material/Card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { Redemption } from '#shared/api/schemas/billing.ts';
import { RedemptionInvalidCountSchema, RedemptionPageSchema } from '#shared/api/schemas/redemption-admin.ts';
import type { RedemptionInput, RedemptionUpdate } from '#shared/api/schemas/redemption-admin.ts';
import { withSearchState } from '#shared/url-state/search-state.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useRowSelection } from '#client/components/table/row-selection.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import type { CreatedBatch } from './redemption-csv.ts';
import { REDEMPTION_LIST_STATE, REDEMPTION_PAGE_SIZES, redemptionApiQuery } from './redemption-list-state.ts';
import { RedemptionTable } from './redemption-table.tsx';
import { RedemptionBatchBar, RedemptionToolbar } from './redemption-toolbar.tsx';
import { useRedemptionMutations } from './use-redemption-mutations.ts';
import type { RedemptionBatchAction } from './use-redemption-mutations.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

// Forms and confirmations load when first opened.
const RedemptionDialog = lazyNamed(() => import('./redemption-dialog.tsx'), 'RedemptionDialog');
const CreatedCodesDialog = lazyNamed(() => import('./created-codes-dialog.tsx'), 'CreatedCodesDialog');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = REDEMPTION_LIST_STATE.parse(url.searchParams);
  const api = apiOf(context);
  // The list's failure is the dashboard boundary's; the purge count is an extension of the
  // double (expiry and purge): a gateway without it (404, upstream one-hub) hides both.
  const [page, invalid] = await Promise.all([
    api.get('/api/redemption/', RedemptionPageSchema, redemptionApiQuery(query)),
    api.get('/api/redemption/invalid', RedemptionInvalidCountSchema).catch(() => null),
  ]);
  const lastPage = Math.max(1, Math.ceil(page.total_count / query.size));
  if (query.page > lastPage)
    throw redirect(`${url.pathname}?${withSearchState(REDEMPTION_LIST_STATE, url.searchParams, { ...query, page: lastPage }).toString()}`);
  return { query, codes: page.data, total: page.total_count, invalidCount: invalid?.count ?? null, now: Math.floor(Date.now() / 1000) };
}

type DialogState = { code: Redemption | null } | null;

/**
 * Admins' redemption codes (spec §2 `payment/redemption`, contract §2.10): search by id or name
 * prefix, sort and page in the URL; create a batch (then copy or download its keys), edit,
 * enable, disable, delete one or the selected; purge used and expired codes where the gateway
 * has new-api's purge.
 */
export function Component() {
  const { t } = useTranslation('admin_redemption');
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const state = useUrlState(REDEMPTION_LIST_STATE);
  const mutations = useRedemptionMutations();
  const copy = useCopy();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [created, setCreated] = useState<CreatedBatch | null>(null);
  const confirm = useConfirm(t('delete.cancel'));
  const { picked, select, clear } = useRowSelection();
  const selected = data.codes.filter((code) => picked.has(code.id));
  const selectedIds = new Set(selected.map((code) => code.id));
  const withExpiry = data.invalidCount !== null;

  function askBatch(action: RedemptionBatchAction) {
    const codes = selected;
    confirm.ask({
      title: t(`batch.confirm.${action}.title`, { count: codes.length }),
      body: t(`batch.confirm.${action}.body`, { count: codes.length, ids: codes.map((code) => code.id).join(', ') }),
      confirmLabel: t(`batch.${action}`),
      destructive: action !== 'enable',
      run: async () => {
        await mutations.batch(action, codes);
        clear();
      },
    });
  }

  function askDelete(code: Redemption) {
    confirm.ask({
      title: t('delete.title'),
      body: t('delete.body', { id: code.id, name: code.name }),
      confirmLabel: t('delete.confirm'),
      destructive: true,
      run: () => mutations.deleteOne(code),
    });
  }

  function askPurge(count: number) {
    confirm.ask({
      title: t('purge.title', { count }),
      body: t('purge.body', { count }),
      confirmLabel: t('purge.confirm', { count }),
      destructive: true,
      run: async () => {
        await mutations.purge();
        clear();
      },
    });
  }

  async function save(change: RedemptionInput | FormEdit<RedemptionUpdate>): Promise<string | null> {
    const result = await mutations.save(change);
    if ('refusal' in result) return result.refusal;
    if (result.created) setCreated(result.created);
    return null;
  }

  return (
    <Card variant="outlined">
      <RedemptionToolbar state={state} invalidCount={data.invalidCount} onCreate={() => setDialog({ code: null })} onPurge={askPurge} />
      {selected.length > 0 ? <RedemptionBatchBar count={selected.length} onBatch={askBatch} onClear={clear} /> : null}
      <RedemptionTable
        codes={data.codes}
        order={data.query.order}
        money={money}
        now={data.now}
        withExpiry={withExpiry}
        selected={selectedIds}
        onSelect={select}
        onSort={sortBy(state)}
        onToggle={mutations.setEnabled}
        onCopy={(code) => void copy(code.key, t('actions.copyName', { id: code.id }))}
        onEdit={(code) => setDialog({ code })}
        onDelete={askDelete}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={REDEMPTION_PAGE_SIZES} />
      <WhenOpened open={dialog !== null}>
        {dialog ? (
          <RedemptionDialog
            key={dialog.code?.id ?? 'new'}
            code={dialog.code}
            quotaPerUnit={money.quotaPerUnit}
            withExpiry={withExpiry}
            onSave={save}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </WhenOpened>
      <WhenOpened open={created !== null}>
        {created ? <CreatedCodesDialog batch={created} money={money} onClose={() => setCreated(null)} /> : null}
      </WhenOpened>
      {confirm.dialog}
    </Card>
  );
}
