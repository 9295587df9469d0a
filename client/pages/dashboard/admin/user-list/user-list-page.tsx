import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { AdminUser, UserManageAction } from '#shared/api/schemas/admin-user.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { loadGroups, loadUsers } from './load-users.ts';
import { useUserMutations } from './use-user-mutations.ts';
import type { BatchAction } from './use-user-mutations.ts';
import { UserBatchBar } from './user-batch-bar.tsx';
import { USER_LIST_STATE, USER_PAGE_SIZES } from './user-list-state.ts';
import { UserTable } from './user-table.tsx';
import { UserToolbar } from './user-toolbar.tsx';
import { useTranslation } from 'react-i18next';
import { useRowSelection } from '#client/components/table/row-selection.ts';
import { batchFieldLabels } from '#client/components/admin-kit/batch-field.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

// Dialogs (react-hook-form, the resolver, MUI's Dialog) load when one first opens.
const UserFormDialog = lazyNamed(() => import('./user-form-dialog.tsx'), 'UserFormDialog');
const QuotaDialog = lazyNamed(() => import('./quota-dialog.tsx'), 'QuotaDialog');
const BatchFieldDialog = lazyNamed(() => import('#client/components/admin-kit/batch-field-dialog.tsx'), 'BatchFieldDialog');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = USER_LIST_STATE.parse(new URL(request.url).searchParams);
  const api = apiOf(context);
  // A failure of the list is the dashboard error boundary's to explain.
  const [list, groups] = await Promise.all([loadUsers(api, query), loadGroups(api)]);
  return { query, groups, ...list };
}

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'quota'; user: AdminUser }
  | { kind: 'group'; users: AdminUser[] }
  | null;

/**
 * Admins' users: search, filter (group, role, status) and sort in the URL; create, edit,
 * change the balance, change the role (to admin only for root), enable, disable and delete,
 * one at a time or for the selected rows.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const { t } = useTranslation('admin_user');
  const viewerRole = useSessionUser()?.role ?? 0;
  const state = useUrlState(USER_LIST_STATE);
  const mutations = useUserMutations();
  const [dialog, setDialog] = useState<DialogState>(null);
  const confirm = useConfirm(t('form.cancel'));
  const { picked: selectedIds, select, clear } = useRowSelection();
  // Only rows of the page shown count: a new page or filter leaves earlier choices behind.
  const selectedUsers = data.users.filter((user) => selectedIds.has(user.id));
  const selected = new Set(selectedUsers.map((user) => user.id));
  const { query } = data;

  const askDelete = (user: AdminUser) =>
    confirm.ask({
      title: t('confirm.deleteTitle'),
      body: t('confirm.deleteBody', { name: user.username }),
      confirmLabel: t('confirm.delete'),
      destructive: true,
      run: async () => {
        await mutations.manage(user, 'delete');
      },
    });

  const askBatch = (action: BatchAction) =>
    confirm.ask({
      title: t(`confirm.batch.${action}Title`),
      body: t(`confirm.batch.${action}Body`, { count: selectedUsers.length }),
      confirmLabel: t(`confirm.batch.${action}`, { count: selectedUsers.length }),
      destructive: action !== 'enable',
      run: async () => {
        await mutations.batch(selectedUsers, action);
        clear();
      },
    });

  const askGroup = (users: readonly AdminUser[], group: string) => {
    setDialog(null);
    confirm.ask({
      title: t('batchField.confirmTitle', { count: users.length, group }),
      body: t('batchField.confirmBody', { count: users.length, group, names: users.map((user) => user.username).join(', ') }),
      confirmLabel: t('batchField.confirm', { count: users.length }),
      destructive: false,
      run: async () => {
        await mutations.setGroup(users, group);
        clear();
      },
    });
  };

  return (
    <Card variant="outlined">
      <UserToolbar state={state} groups={data.groups} extended={data.extended} onCreate={() => setDialog({ kind: 'create' })} />
      {data.fellBack ? (
        <Alert severity="info" sx={{ mx: 2, mb: 2 }} data-testid="user-filters-unsupported">
          {t('filters.unsupported')}
        </Alert>
      ) : null}
      {selectedUsers.length > 0 ? (
        <UserBatchBar
          count={selectedUsers.length}
          onAction={askBatch}
          onSetGroup={() => setDialog({ kind: 'group', users: selectedUsers })}
          onClear={clear}
        />
      ) : null}
      <UserTable
        users={data.users}
        order={query.order}
        extended={data.extended}
        money={money}
        viewerRole={viewerRole}
        selected={selected}
        onSelect={select}
        onSort={sortBy(state)}
        onEdit={(user) => setDialog({ kind: 'edit', user })}
        onQuota={(user) => setDialog({ kind: 'quota', user })}
        onDelete={askDelete}
        onManage={(user: AdminUser, action: UserManageAction) => void mutations.manage(user, action)}
      />
      <ListPager state={state} query={query} total={data.total} sizes={USER_PAGE_SIZES} />
      <WhenOpened open={dialog?.kind === 'create' || dialog?.kind === 'edit'}>
        {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
          <UserFormDialog
            key={dialog.kind === 'edit' ? dialog.user.id : 'create'}
            user={dialog.kind === 'edit' ? dialog.user : null}
            groups={data.groups}
            mutations={mutations}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </WhenOpened>
      <WhenOpened open={dialog?.kind === 'quota'}>
        {dialog?.kind === 'quota' ? (
          <QuotaDialog
            key={dialog.user.id}
            user={dialog.user}
            quotaPerUnit={money.quotaPerUnit}
            mutations={mutations}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </WhenOpened>
      <WhenOpened open={dialog?.kind === 'group'}>
        {dialog?.kind === 'group' ? (
          <BatchFieldDialog
            title={t('batchField.title', { count: dialog.users.length })}
            fields={[{ name: 'group', label: t('batchField.group'), spec: { kind: 'choice', options: data.groups } }]}
            labels={batchFieldLabels(t, 'admin_user')}
            onNext={(_field, value) => askGroup(dialog.users, String(value))}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </WhenOpened>
      {confirm.dialog}
    </Card>
  );
}
