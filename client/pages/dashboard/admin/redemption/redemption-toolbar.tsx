import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { BatchBar } from '#client/components/admin-kit/batch-bar.tsx';
import type { RedemptionListQuery } from './redemption-list-state.ts';
import type { RedemptionBatchAction } from './use-redemption-mutations.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

interface RedemptionToolbarProps {
  state: UrlState<RedemptionListQuery>;
  /** How many codes the purge would delete; null when the gateway has no purge (upstream one-hub). */
  invalidCount: number | null;
  onCreate(): void;
  onPurge(count: number): void;
}

/** The keyword search (in the URL), refresh, "new batch" and, where the gateway has it, the purge of used and expired codes. */
export function RedemptionToolbar({ state, invalidCount, onCreate, onPurge }: RedemptionToolbarProps) {
  const { t } = useTranslation('redemption');
  return (
    <ListSearchBar
      state={state}
      field="keyword"
      padded
      onCreate={onCreate}
      createTestId="redemption-create"
      labels={toolbarLabels(t, ['searchHint', 'create'])}
    >
      {invalidCount !== null ? (
        <Button
          variant="outlined"
          color="error"
          startIcon={<ActionIcon name="delete" />}
          disabled={invalidCount === 0}
          onClick={() => onPurge(invalidCount)}
          data-testid="redemption-purge"
        >
          {t('toolbar.purge', { count: invalidCount })}
        </Button>
      ) : null}
    </ListSearchBar>
  );
}

const ACTIONS: readonly RedemptionBatchAction[] = ['enable', 'disable', 'delete'];

/** Over the list while codes are selected: how many, enable, disable, delete (each confirmed), clear. */
export function RedemptionBatchBar({
  count,
  onBatch,
  onClear,
}: {
  count: number;
  onBatch(action: RedemptionBatchAction): void;
  onClear(): void;
}) {
  const { t } = useTranslation('redemption');
  return (
    <BatchBar
      count={count}
      onClear={onClear}
      actions={ACTIONS.map((action) => ({
        label: t(`batch.${action}`),
        onClick: () => onBatch(action),
        testId: `redemption-batch-${action}`,
        danger: action === 'delete',
      }))}
    />
  );
}
