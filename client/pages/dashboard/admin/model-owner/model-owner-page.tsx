import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import { ModelOwnedByListSchema } from '#shared/api/schemas/owner.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { BatchBar } from '#client/components/admin-kit/batch-bar.tsx';
import { OWNER_KINDS, OWNER_LIST_STATE, OWNER_PAGE_SIZES, isBuiltIn, nextOwnerId, visibleOwners } from './owner-list-state.ts';
import type { OwnerListQuery } from './owner-list-state.ts';
import { OwnerTable } from './owner-table.tsx';
import { useOwnerMutations } from './use-owner-mutations.ts';
import { useRowSelection } from '#client/components/table/row-selection.ts';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

const OwnerDialog = lazyNamed(() => import('./owner-dialog.tsx'), 'OwnerDialog');

export async function loader({ context }: LoaderFunctionArgs) {
  // The whole list (upstream pages nothing here); a failure is the dashboard boundary's to explain.
  return { owners: await apiOf(context).get('/api/model_ownedby/', ModelOwnedByListSchema) };
}

type DialogState = { owner: ModelOwnedBy | null } | null;

/**
 * Model owners (spec §2 `operation/model_ownedby`, the spec's lower operator level): the
 * providers prices are grouped by, with their icons. Custom owners (id above 1000) are created,
 * edited and deleted; upstream's built-ins are edited (name, icon), never deleted.
 */
export function Component() {
  const { t } = useTranslation('admin_owner');
  const { owners } = useLoaderData<typeof loader>();
  // Filters only narrow the loaded list: each change replaces the history entry.
  const state = useUrlState(OWNER_LIST_STATE, { history: 'replace' });
  const mutations = useOwnerMutations();
  const [dialog, setDialog] = useState<DialogState>(null);
  const confirm = useConfirm(t('delete.cancel'));
  const { picked, select, clear } = useRowSelection();
  const query = state.draft;
  const { rows, total } = visibleOwners(owners, query);
  const selected = owners.filter((owner) => picked.has(owner.id) && !isBuiltIn(owner));

  function askDelete(targets: readonly ModelOwnedBy[]) {
    const [only] = targets;
    confirm.ask({
      title: targets.length === 1 && only ? t('delete.title', { name: only.name }) : t('delete.batchTitle', { count: targets.length }),
      body: t('delete.body', { names: targets.map((owner) => owner.name).join(', ') }),
      confirmLabel: t('delete.confirm'),
      destructive: true,
      run: async () => {
        await mutations.deleteMany(targets);
        clear();
      },
    });
  }

  return (
    <Card variant="outlined">
      <ListSearchBar
        state={state}
        field="keyword"
        padded
        onCreate={() => setDialog({ owner: null })}
        createTestId="owner-create"
        labels={toolbarLabels(t, ['create'])}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={query.kind}
          onChange={(_event, value: OwnerListQuery['kind'] | null) => {
            if (value) state.set({ kind: value });
          }}
          aria-label={t('toolbar.kind')}
        >
          {OWNER_KINDS.map((kind) => (
            <ToggleButton key={kind} value={kind} data-testid={`owner-kind-${kind}`}>
              {t(`toolbar.kinds.${kind}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </ListSearchBar>
      {selected.length > 0 ? (
        <BatchBar label={t('batch.selected', { count: selected.length })} clearLabel={t('batch.clear')} onClear={clear}>
          <Button size="small" variant="outlined" color="error" onClick={() => askDelete(selected)} data-testid="owner-batch-delete">
            {t('batch.delete')}
          </Button>
        </BatchBar>
      ) : null}
      <OwnerTable
        owners={rows}
        order={query.order}
        selected={new Set(selected.map((owner) => owner.id))}
        onSelect={select}
        onSort={sortBy(state)}
        onEdit={(owner) => setDialog({ owner })}
        onDelete={(owner) => askDelete([owner])}
      />
      <ListPager state={state} query={query} total={total} sizes={OWNER_PAGE_SIZES} />
      <WhenOpened open={dialog !== null}>
        {dialog ? (
          <OwnerDialog
            key={dialog.owner?.id ?? 'new'}
            owner={dialog.owner}
            newId={nextOwnerId(owners)}
            onSave={mutations.save}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </WhenOpened>
      {confirm.dialog}
    </Card>
  );
}
