import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import { UserGroupPageSchema } from '#shared/api/schemas/group-admin.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { BatchBar } from '#client/components/admin-kit/batch-bar.tsx';
import { GROUP_LIST_STATE, GROUP_PAGE_SIZES, groupApiQuery } from './group-list-state.ts';
import { GroupTable, isProtected } from './group-table.tsx';
import { GroupToolbar } from './group-toolbar.tsx';
import { useGroupMutations } from './use-group-mutations.ts';
import type { GroupBatchAction } from './use-group-mutations.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { batchQuestion, deleteQuestion, useListPage } from '#client/components/admin-kit/use-list-page.ts';

// The form (react-hook-form, the resolver) and the confirmation load when first opened.
const GroupDialog = lazyNamed(() => import('./group-dialog.tsx'), 'GroupDialog');

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, GROUP_LIST_STATE);
  // A failure (404 on a gateway without groups, a refused role) is the dashboard boundary's to explain.
  const page = await api.get('/api/user_group/', UserGroupPageSchema, groupApiQuery(query));
  redirectPastLastPage(url, GROUP_LIST_STATE, query, page.total_count);
  return { query, groups: page.data, total: page.total_count };
}

/** The form's group, null for a new one. */
type DialogState = { group: UserGroup | null };

/**
 * Admins' user groups (spec §2 `operation/group`, also the `operation` index): the symbol,
 * name, ratio with its discount, API rate, public, promotion range and enable switch; create,
 * edit, delete, and batch enable, disable and delete. `default` is never disabled or deleted.
 */
export function Component() {
  const { t } = useTranslation('group');
  const data = useLoaderData<typeof loader>();
  const state = useUrlState(GROUP_LIST_STATE);
  const mutations = useGroupMutations();
  const dialog = useDialogHost<DialogState>();
  const list = useListPage({
    rows: data.groups,
    idOf: (group) => group.id,
    selectable: (group) => !isProtected(group),
    cancelLabel: t('delete.cancel'),
  });
  const { selected, clear } = list;

  const askBatch = (action: GroupBatchAction) => list.askBatch(action, batchQuestion(t, action, 'name'), mutations.batch);

  const askDelete = (group: UserGroup) =>
    list.askDestructive(deleteQuestion(t, { name: group.name, symbol: group.symbol }), () => mutations.deleteOne(group));

  return (
    <Card variant="outlined">
      <GroupToolbar state={state} onCreate={() => dialog.open({ group: null })} />
      {selected.length > 0 ? (
        <BatchBar
          count={selected.length}
          onClear={clear}
          actions={[
            { label: t('batch.enable'), onClick: () => askBatch('enable'), testId: 'group-batch-enable' },
            { label: t('batch.disable'), onClick: () => askBatch('disable'), testId: 'group-batch-disable' },
            { label: t('batch.delete'), onClick: () => askBatch('delete'), testId: 'group-batch-delete', danger: true },
          ]}
        />
      ) : null}
      <GroupTable
        groups={data.groups}
        order={data.query.order}
        selected={list.selectedIds}
        onSelect={list.select}
        onSort={sortBy(state)}
        onToggle={mutations.setEnabled}
        onEdit={(group) => dialog.open({ group })}
        onDelete={askDelete}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={GROUP_PAGE_SIZES} />
      <Hosted dialog={dialog.current}>
        {({ group }) => <GroupDialog key={group?.id ?? 'new'} group={group} onSave={mutations.save} onClose={dialog.close} />}
      </Hosted>
      {list.confirm.dialog}
    </Card>
  );
}
