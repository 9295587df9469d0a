import { useTranslation } from 'react-i18next';
import type { OwnedBy } from '#shared/api/schemas/model.ts';
import type { PriceUnit } from '#shared/format/price.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, deleteAction, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { ExtraRatios, PriceAmounts, PriceTags } from './price-cells.tsx';
import { PRICE_TABLE_SX } from './price-table.tsx';
import type { PriceGroup } from './pricing-state.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

interface PriceGroupTableProps {
  groups: readonly PriceGroup[];
  owners: OwnedBy;
  unit: PriceUnit;
  display: QuotaDisplay;
  onEdit(group: PriceGroup): void;
  onDelete(group: PriceGroup): void;
}

/** One row per identical price (one-hub's "multiple" tab): type, owner and lock, the price, its models, actions. */
export function PriceGroupTable({ groups, owners, unit, display, onEdit, onDelete }: PriceGroupTableProps) {
  const { t } = useTranslation(['pricing', 'table']);
  // The group is named by its size and first model, as one row stands for them all.
  const named = (group: PriceGroup) => ({ count: group.models.length, model: group.models[0] ?? '' });
  const columns: DataColumn<PriceGroup>[] = [
    { id: 'kind', header: t('pricing:columns.kind'), cell: (group) => <PriceTags price={group.price} owners={owners} /> },
    {
      id: 'price',
      header: t('pricing:columns.price'),
      cell: (group) => <PriceAmounts price={group.price} unit={unit} display={display} />,
    },
    {
      id: 'models',
      header: t('pricing:columns.models'),
      cell: (group) => (
        <div className="price-models">
          {group.models.map((model) => (
            <StatusTag key={model} label={model} />
          ))}
        </div>
      ),
    },
    { id: 'extra', header: t('pricing:columns.extra'), cell: (group) => <ExtraRatios price={group.price} /> },
    actionsColumn(t('pricing:columns.actions'), [
      rowAction('edit', t('pricing:actions.editGroup'), (group) => t('pricing:actions.editGroupNamed', named(group)), onEdit),
      deleteAction(t('pricing:actions.deleteGroup'), (group) => t('pricing:actions.deleteGroupNamed', named(group)), onDelete),
    ]),
  ];
  return (
    <DataTable
      label={t('pricing:table.groupLabel')}
      sx={PRICE_TABLE_SX}
      columns={columns}
      rows={groups}
      rowId={(group) => group.key}
      rowProps={() => ({ 'data-testid': 'price-group-row' })}
      emptyTestId="prices-empty"
    />
  );
}
