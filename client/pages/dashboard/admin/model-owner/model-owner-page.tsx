import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import { ModelOwnedByListSchema } from '#shared/api/schemas/model-owner.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { BatchBar } from '#client/components/admin-kit/batch-bar.tsx';
import { OWNER_KINDS, OWNER_LIST_STATE, OWNER_PAGE_SIZES, isBuiltIn, nextOwnerId, visibleOwners } from './owner-list-state.ts';
import { OwnerTable } from './owner-table.tsx';
import { useOwnerMutations } from './use-owner-mutations.ts';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useListPage } from '#client/components/admin-kit/use-list-page.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';
import { ChoiceToggle } from '#client/components/list-toolbar/choice-toggle.tsx';
import Alert from '@mui/material/Alert';
import { ROLE } from '#shared/access.ts';
import { gatewayAllowsWrite } from '#shared/gateway-profile.ts';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { useSessionUser } from '#client/session/session-store.ts';

const OwnerDialog = lazyNamed(() => import('./owner-dialog.tsx'), 'OwnerDialog');

export async function loader({ context }: LoaderFunctionArgs) {
  // The whole list (upstream pages nothing here); a failure is the dashboard boundary's to explain.
  return { owners: await apiOf(context).get('/api/model_ownedby/', ModelOwnedByListSchema) };
}

/** The form's owner, null for a new one. */
type DialogState = { owner: ModelOwnedBy | null };

/**
 * Model owners (spec §2 `operation/model_ownedby`, the spec's lower operator level): the
 * providers prices are grouped by, with their icons. Custom owners (id above 1000) are created,
 * edited and deleted; upstream's built-ins are edited (name, icon), never deleted.
 */
export function Component() {
  const { t } = useTranslation('model_owner');
  const { owners } = useLoaderData<typeof loader>();
  // An unmodified one-hub lets anyone read the owners and only admins change them: an operator
  // there is shown the list without the doors it would refuse (issue 36 item 3).
  const { gateway } = usePublicConfig();
  const readOnly = !gatewayAllowsWrite(gateway, useSessionUser()?.role ?? 0, ROLE.admin);
  // Filters only narrow the loaded list: each change replaces the history entry.
  const state = useUrlState(OWNER_LIST_STATE, { history: 'replace' });
  const mutations = useOwnerMutations();
  const dialog = useDialogHost<DialogState>();
  const list = useListPage({
    rows: owners,
    idOf: (owner) => owner.id,
    selectable: (owner) => !isBuiltIn(owner),
    cancelLabel: t('delete.cancel'),
  });
  const { selected, clear } = list;
  const query = state.draft;
  const { rows, total } = visibleOwners(owners, query);

  function askDelete(targets: readonly ModelOwnedBy[]) {
    const [only] = targets;
    list.askThenClear(
      {
        title: targets.length === 1 && only ? t('delete.title', { name: only.name }) : t('delete.batchTitle', { count: targets.length }),
        body: t('delete.body', { names: targets.map((owner) => owner.name).join(', ') }),
        confirmLabel: t('delete.confirm'),
        destructive: true,
      },
      () => mutations.deleteMany(targets),
    );
  }

  return (
    <Card variant="outlined">
      {readOnly ? (
        <Alert severity="info" sx={{ mx: 2, mt: 2 }} data-testid="owner-read-only">
          {t('readOnly')}
        </Alert>
      ) : null}
      <ListSearchBar
        state={state}
        field="keyword"
        padded
        onCreate={readOnly ? undefined : () => dialog.open({ owner: null })}
        createTestId="owner-create"
        labels={toolbarLabels(t, ['create'])}
      >
        <ChoiceToggle
          value={query.kind}
          choices={OWNER_KINDS}
          label={t('toolbar.kind')}
          choiceLabel={(kind) => t(`toolbar.kinds.${kind}`)}
          testIdPrefix="owner-kind-"
          onChoose={(kind) => state.set({ kind })}
        />
      </ListSearchBar>
      {selected.length > 0 ? (
        <BatchBar
          count={selected.length}
          onClear={clear}
          actions={[{ label: t('batch.delete'), onClick: () => askDelete(selected), testId: 'owner-batch-delete', danger: true }]}
        />
      ) : null}
      <OwnerTable
        owners={rows}
        order={query.order}
        selected={list.selectedIds}
        onSelect={list.select}
        onSort={sortBy(state)}
        onEdit={(owner) => dialog.open({ owner })}
        onDelete={(owner) => askDelete([owner])}
        readOnly={readOnly}
      />
      <ListPager state={state} query={query} total={total} sizes={OWNER_PAGE_SIZES} />
      <Hosted dialog={dialog.current}>
        {({ owner }) => (
          <OwnerDialog key={owner?.id ?? 'new'} owner={owner} newId={nextOwnerId(owners)} onSave={mutations.save} onClose={dialog.close} />
        )}
      </Hosted>
      {list.confirm.dialog}
    </Card>
  );
}
