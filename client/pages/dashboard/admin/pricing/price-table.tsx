import { useTranslation } from 'react-i18next';
import type { OwnedBy, Price } from '#shared/api/schemas/model.ts';
import type { PriceUnit } from '#shared/format/price.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, deleteAction, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { ExtraRatios, PriceAmounts, PriceTags } from './price-cells.tsx';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/**
 * Both price tables' styles, and their cells' (price-cells.tsx): plain elements by class, written
 * once for the table instead of a Typography or Stack class name in every row.
 */
export const PRICE_TABLE_SX = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 1.5 },
  '& th:last-of-type, & td:last-of-type': { pr: 2, whiteSpace: 'nowrap' },
  // A cell's text is a bare <p> (no class in every row).
  '& td p': { m: 0 },
  '& .price-model': { display: 'flex', flexDirection: 'column', gap: 0.5 },
  '& .price-model > p': { fontWeight: 500, wordBreak: 'break-all' },
  '& .price-tags': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 },
  '& .price-models': { display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 480 },
  '& .price-lock': { display: 'inline-flex', color: 'warning.main' },
  '& .price-lock > svg': { width: '1em', height: '1em', fontSize: '1.25rem', fill: 'currentColor', flexShrink: 0 },
} as const;

interface PriceTableProps {
  prices: readonly Price[];
  owners: OwnedBy;
  unit: PriceUnit;
  display: QuotaDisplay;
  selected: ReadonlySet<string>;
  onSelect(models: readonly string[], on: boolean): void;
  onEdit(price: Price): void;
  onDelete(price: Price): void;
}

/** One row per model: the model with its type, owner and lock, its price per unit, extra ratios, actions. */
export function PriceTable({ prices, owners, unit, display, selected, onSelect, onEdit, onDelete }: PriceTableProps) {
  const { t } = useTranslation(['pricing', 'table']);
  const columns: DataColumn<Price>[] = [
    {
      id: 'model',
      header: t('pricing:columns.model'),
      cell: (price) => (
        <div className="price-model">
          <p>{price.model}</p>
          <PriceTags price={price} owners={owners} />
        </div>
      ),
    },
    { id: 'price', header: t('pricing:columns.price'), cell: (price) => <PriceAmounts price={price} unit={unit} display={display} /> },
    { id: 'extra', header: t('pricing:columns.extra'), cell: (price) => <ExtraRatios price={price} /> },
    actionsColumn(t('pricing:columns.actions'), [
      rowAction('edit', t('pricing:actions.edit'), (price) => t('pricing:actions.editNamed', { model: price.model }), onEdit),
      deleteAction(t('pricing:actions.delete'), (price) => t('pricing:actions.deleteNamed', { model: price.model }), onDelete),
    ]),
  ];
  return (
    <DataTable
      label={t('pricing:table.label')}
      sx={PRICE_TABLE_SX}
      columns={columns}
      rows={prices}
      rowId={(price) => price.model}
      rowProps={(price) => ({ 'data-testid': 'price-row', 'data-model': price.model })}
      selection={{
        selected,
        onSelect,
        allLabel: t('pricing:table.selectAll'),
        rowLabel: (price) => t('pricing:table.select', { model: price.model }),
      }}
      emptyTestId="prices-empty"
    />
  );
}
