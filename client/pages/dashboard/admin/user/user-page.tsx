import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { AdminUser, UserManageAction } from '#shared/api/schemas/user-admin.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
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
import { batchFieldLabels } from '#client/components/admin-kit/batch-field.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useListPage } from '#client/components/admin-kit/use-list-page.ts';
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

/** The user form edits a user, or a new one (null). */
type DialogState = { kind: 'form'; user: AdminUser | null } | { kind: 'quota'; user: AdminUser } | { kind: 'group'; users: AdminUser[] };

/**
 * Admins' users: search, filter (group, role, status) and sort in the URL; create, edit,
 * change the balance, change the role (to admin only for root), enable, disable and delete,
 * one at a time or for the selected rows.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const { t } = useTranslation('user');
  const viewerRole = useSessionUser()?.role ?? 0;
  const state = useUrlState(USER_LIST_STATE);
  const mutations = useUserMutations();
  const dialog = useDialogHost<DialogState>();
  const list = useListPage({ rows: data.users, idOf: (user) => user.id, cancelLabel: t('form.cancel') });
  const { selected: selectedUsers, clear } = list;
  const { query } = data;

  const askDelete = (user: AdminUser) =>
    list.askDestructive(
      { title: t('confirm.deleteTitle'), body: t('confirm.deleteBody', { name: user.username }), confirmLabel: t('confirm.delete') },
      () => mutations.manage(user, 'delete'),
    );

  const askBatch = (action: BatchAction) =>
    list.askBatch(
      action,
      (users) => ({
        title: t(`confirm.batch.${action}Title`),
        body: t(`confirm.batch.${action}Body`, { count: users.length }),
        confirmLabel: t(`confirm.batch.${action}`, { count: users.length }),
      }),
      (_action, users) => mutations.batch(users, action),
    );

  const askGroup = (users: readonly AdminUser[], group: string) => {
    dialog.close();
    list.askThenClear(
      {
        title: t('batchField.confirmTitle', { count: users.length, group }),
        body: t('batchField.confirmBody', { count: users.length, group, names: users.map((user) => user.username).join(', ') }),
        confirmLabel: t('batchField.confirm', { count: users.length }),
        destructive: false,
      },
      () => mutations.setGroup(users, group),
    );
  };

  return (
    <Card variant="outlined">
      <UserToolbar state={state} groups={data.groups} extended={data.extended} onCreate={() => dialog.open({ kind: 'form', user: null })} />
      {data.fellBack ? (
        <Alert severity="info" sx={{ mx: 2, mb: 2 }} data-testid="user-filters-unsupported">
          {t('filters.unsupported')}
        </Alert>
      ) : null}
      {selectedUsers.length > 0 ? (
        <UserBatchBar
          count={selectedUsers.length}
          onAction={askBatch}
          onSetGroup={() => dialog.open({ kind: 'group', users: selectedUsers })}
          onClear={clear}
        />
      ) : null}
      <UserTable
        users={data.users}
        order={query.order}
        extended={data.extended}
        money={money}
        viewerRole={viewerRole}
        selected={list.selectedIds}
        onSelect={list.select}
        onSort={sortBy(state)}
        onEdit={(user) => dialog.open({ kind: 'form', user })}
        onQuota={(user) => dialog.open({ kind: 'quota', user })}
        onDelete={askDelete}
        onManage={(user: AdminUser, action: UserManageAction) => void mutations.manage(user, action)}
      />
      <ListPager state={state} query={query} total={data.total} sizes={USER_PAGE_SIZES} />
      <Hosted dialog={dialog.of('form')}>
        {({ user }) => (
          <UserFormDialog key={user?.id ?? 'create'} user={user} groups={data.groups} mutations={mutations} onClose={dialog.close} />
        )}
      </Hosted>
      <Hosted dialog={dialog.of('quota')}>
        {({ user }) => (
          <QuotaDialog key={user.id} user={user} quotaPerUnit={money.quotaPerUnit} mutations={mutations} onClose={dialog.close} />
        )}
      </Hosted>
      <Hosted dialog={dialog.of('group')}>
        {({ users }) => (
          <BatchFieldDialog
            title={t('batchField.title', { count: users.length })}
            fields={[{ name: 'group', label: t('batchField.group'), spec: { kind: 'choice', options: data.groups } }]}
            labels={batchFieldLabels(t, 'user')}
            onNext={(_field, value) => askGroup(users, String(value))}
            onClose={dialog.close}
          />
        )}
      </Hosted>
      {list.confirm.dialog}
    </Card>
  );
}
