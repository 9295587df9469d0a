import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OwnedBy, Price } from '../../../../shared/api/schemas/model.ts';
import type { PriceDisplay, PriceUnit } from '../../../../shared/format/price.ts';
import { ActionIcon } from '../../../components/icons/action-icon.tsx';
import { EmptyRow } from '../../../components/table/empty-row.tsx';
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
  onSelect(models: ReadonlySet<string>): void;
  onEdit(price: Price): void;
  onDelete(price: Price): void;
}

/** One row per model: the model with its type, owner and lock, its price per unit, extra ratios, actions. */
export function PriceTable({ prices, owners, unit, display, selected, onSelect, onEdit, onDelete }: PriceTableProps) {
  const { t } = useTranslation(['pricing', 'table']);
  const allSelected = prices.length > 0 && prices.every((price) => selected.has(price.model));
  const someSelected = prices.some((price) => selected.has(price.model));
  function toggle(model: string) {
    const next = new Set(selected);
    if (next.has(model)) next.delete(model);
    else next.add(model);
    onSelect(next);
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('pricing:table.label')} sx={PRICE_TABLE_SX}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                disabled={prices.length === 0}
                onChange={() => onSelect(allSelected ? new Set() : new Set(prices.map((price) => price.model)))}
                slotProps={{ input: { 'aria-label': t('pricing:table.selectAll') } }}
              />
            </TableCell>
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
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={selected.has(price.model)}
                  onChange={() => toggle(price.model)}
                  slotProps={{ input: { 'aria-label': t('pricing:table.select', { model: price.model }) } }}
                />
              </TableCell>
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
                <Tooltip title={t('pricing:actions.edit')}>
                  <IconButton
                    size="small"
                    aria-label={t('pricing:actions.editNamed', { model: price.model })}
                    onClick={() => onEdit(price)}
                  >
                    <ActionIcon name="edit" fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('pricing:actions.delete')}>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('pricing:actions.deleteNamed', { model: price.model })}
                    onClick={() => onDelete(price)}
                  >
                    <ActionIcon name="delete" fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
