import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OwnedBy, Price } from '#shared/api/schemas/model.ts';
import type { PriceDisplay, PriceUnit } from '#shared/format/price.ts';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { RowActionButton, SelectAllCell, SelectRowCell } from '#client/components/table/table-cells.tsx';
import { ExtraRatios, PriceAmounts, PriceTags } from './price-cells.tsx';

export const PRICE_TABLE_SX = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 1.5 },
  '& th:last-of-type, & td:last-of-type': { pr: 2, whiteSpace: 'nowrap' },
} as const;

interface PriceTableProps {
  prices: readonly Price[];
  owners: OwnedBy;
  unit: PriceUnit;
  display: PriceDisplay;
  selected: ReadonlySet<string>;
  onSelect(models: readonly string[], on: boolean): void;
  onEdit(price: Price): void;
  onDelete(price: Price): void;
}

/** One row per model: the model with its type, owner and lock, its price per unit, extra ratios, actions. */
export function PriceTable({ prices, owners, unit, display, selected, onSelect, onEdit, onDelete }: PriceTableProps) {
  const { t } = useTranslation(['pricing', 'table']);
  const models = prices.map((price) => price.model);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('pricing:table.label')} sx={PRICE_TABLE_SX}>
        <TableHead>
          <TableRow>
            <SelectAllCell ids={models} selected={selected} onSelect={onSelect} label={t('pricing:table.selectAll')} />
            <TableCell>{t('pricing:columns.model')}</TableCell>
            <TableCell>{t('pricing:columns.price')}</TableCell>
            <TableCell>{t('pricing:columns.extra')}</TableCell>
            <TableCell align="right">{t('pricing:columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prices.length === 0 ? (
            <EmptyRow colSpan={5} testId="prices-empty">
              {t('table:empty')}
            </EmptyRow>
          ) : null}
          {prices.map((price) => (
            <TableRow key={price.model} hover data-testid="price-row" data-model={price.model}>
              <SelectRowCell
                id={price.model}
                selected={selected}
                onSelect={onSelect}
                label={t('pricing:table.select', { model: price.model })}
              />
              <TableCell>
                <Stack spacing={0.5}>
                  <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
                    {price.model}
                  </Typography>
                  <PriceTags price={price} owners={owners} />
                </Stack>
              </TableCell>
              <TableCell>
                <PriceAmounts price={price} unit={unit} display={display} />
              </TableCell>
              <TableCell>
                <ExtraRatios price={price} />
              </TableCell>
              <TableCell align="right">
                <RowActionButton
                  icon="edit"
                  title={t('pricing:actions.edit')}
                  label={t('pricing:actions.editNamed', { model: price.model })}
                  onClick={() => onEdit(price)}
                />
                <RowActionButton
                  icon="delete"
                  danger
                  title={t('pricing:actions.delete')}
                  label={t('pricing:actions.deleteNamed', { model: price.model })}
                  onClick={() => onDelete(price)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
