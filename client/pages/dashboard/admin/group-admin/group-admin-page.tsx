import Card from '@mui/material/Card';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import { UserGroupPageSchema } from '#shared/api/schemas/group-admin.ts';
import { withSearchState } from '#shared/url-state/search-state.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { BatchBar } from '#client/components/admin-kit/batch-bar.tsx';
import { GROUP_LIST_STATE, GROUP_PAGE_SIZES, groupApiQuery } from './group-list-state.ts';
import { GroupTable, isProtected } from './group-table.tsx';
import { GroupToolbar } from './group-toolbar.tsx';
import { useGroupMutations } from './use-group-mutations.ts';
import type { GroupBatchAction } from './use-group-mutations.ts';
import { useRowSelection } from '#client/components/table/row-selection.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';

// The form (react-hook-form, the resolver) and the confirmation load when first opened.
const GroupDialog = lazyNamed(() => import('./group-dialog.tsx'), 'GroupDialog');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = GROUP_LIST_STATE.parse(url.searchParams);
  // A failure (404 on a gateway without groups, a refused role) is the dashboard boundary's to explain.
  const page = await apiOf(context).get('/api/user_group/', UserGroupPageSchema, groupApiQuery(query));
  // A page past the end (groups deleted since the link was shared) goes to the last page.
  const lastPage = Math.max(1, Math.ceil(page.total_count / query.size));
  if (query.page > lastPage)
    throw redirect(`${url.pathname}?${withSearchState(GROUP_LIST_STATE, url.searchParams, { ...query, page: lastPage }).toString()}`);
  return { query, groups: page.data, total: page.total_count };
}

type DialogState = { group: UserGroup | null } | null;

/**
 * Admins' user groups (spec §2 `operation/group`, also the `operation` index): the symbol,
 * name, ratio with its discount, API rate, public, promotion range and enable switch; create,
 * edit, delete, and batch enable, disable and delete. `default` is never disabled or deleted.
 */
export function Component() {
  const { t } = useTranslation('admin_group');
  const data = useLoaderData<typeof loader>();
  const state = useUrlState(GROUP_LIST_STATE);
  const mutations = useGroupMutations();
  const [dialog, setDialog] = useState<DialogState>(null);
  const confirm = useConfirm(t('delete.cancel'));
  const { picked, select, clear } = useRowSelection();
  // Only rows of this page that may be picked count (a reload may have removed some).
  const selected = data.groups.filter((group) => picked.has(group.id) && !isProtected(group));
  const selectedIds = new Set(selected.map((group) => group.id));

  function askBatch(action: GroupBatchAction) {
    const groups = selected;
    confirm.ask({
      title: t(`batch.confirm.${action}.title`, { count: groups.length }),
      body: t(`batch.confirm.${action}.body`, { count: groups.length, names: groups.map((group) => group.name).join(', ') }),
      confirmLabel: t(`batch.${action}`),
      destructive: action !== 'enable',
      run: async () => {
        await mutations.batch(action, groups);
        clear();
      },
    });
  }

  function askDelete(group: UserGroup) {
    confirm.ask({
      title: t('delete.title'),
      body: t('delete.body', { name: group.name, symbol: group.symbol }),
      confirmLabel: t('delete.confirm'),
      destructive: true,
      run: () => mutations.deleteOne(group),
    });
  }

  return (
    <Card variant="outlined">
      <GroupToolbar state={state} onCreate={() => setDialog({ group: null })} />
      {selected.length > 0 ? (
        <BatchBar label={t('batch.selected', { count: selected.length })} clearLabel={t('batch.clear')} onClear={clear}>
          <Button size="small" variant="outlined" onClick={() => askBatch('enable')} data-testid="group-batch-enable">
            {t('batch.enable')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => askBatch('disable')} data-testid="group-batch-disable">
            {t('batch.disable')}
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => askBatch('delete')} data-testid="group-batch-delete">
            {t('batch.delete')}
          </Button>
        </BatchBar>
      ) : null}
      <GroupTable
        groups={data.groups}
        order={data.query.order}
        selected={selectedIds}
        onSelect={select}
        onSort={sortBy(state)}
        onToggle={mutations.setEnabled}
        onEdit={(group) => setDialog({ group })}
        onDelete={askDelete}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={GROUP_PAGE_SIZES} />
      <WhenOpened open={dialog !== null}>
        {dialog ? (
          <GroupDialog key={dialog.group?.id ?? 'new'} group={dialog.group} onSave={mutations.save} onClose={() => setDialog(null)} />
        ) : null}
      </WhenOpened>
      {confirm.dialog}
    </Card>
  );
}
