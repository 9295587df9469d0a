import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { OwnedBy } from '#shared/api/schemas/model.ts';
import type { PriceDisplay, PriceUnit } from '#shared/format/price.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { RowActionButton } from '#client/components/table/table-cells.tsx';
import { ExtraRatios, PriceAmounts, PriceTags } from './price-cells.tsx';
import { PRICE_TABLE_SX } from './price-table.tsx';
import type { PriceGroup } from './pricing-state.ts';

interface PriceGroupTableProps {
  groups: readonly PriceGroup[];
  owners: OwnedBy;
  unit: PriceUnit;
  display: PriceDisplay;
  onEdit(group: PriceGroup): void;
  onDelete(group: PriceGroup): void;
}

/** One row per identical price (one-hub's "multiple" tab): type, owner and lock, the price, its models, actions. */
export function PriceGroupTable({ groups, owners, unit, display, onEdit, onDelete }: PriceGroupTableProps) {
  const { t } = useTranslation(['pricing', 'table']);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('pricing:table.groupLabel')} sx={PRICE_TABLE_SX}>
        <TableHead>
          <TableRow>
            <TableCell>{t('pricing:columns.kind')}</TableCell>
            <TableCell>{t('pricing:columns.price')}</TableCell>
            <TableCell>{t('pricing:columns.models')}</TableCell>
            <TableCell>{t('pricing:columns.extra')}</TableCell>
            <TableCell align="right">{t('pricing:columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.length === 0 ? (
            <EmptyRow colSpan={5} testId="prices-empty">
              {t('table:empty')}
            </EmptyRow>
          ) : null}
          {groups.map((group) => (
            <TableRow key={group.key} hover data-testid="price-group-row">
              <TableCell>
                <PriceTags price={group.price} owners={owners} />
              </TableCell>
              <TableCell>
                <PriceAmounts price={group.price} unit={unit} display={display} />
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 480 }}>
                  {group.models.map((model) => (
                    <StatusTag key={model} label={model} />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                <ExtraRatios price={group.price} />
              </TableCell>
              <TableCell align="right">
                <RowActionButton
                  icon="edit"
                  title={t('pricing:actions.editGroup')}
                  label={t('pricing:actions.editGroupNamed', { count: group.models.length, model: group.models[0] ?? '' })}
                  onClick={() => onEdit(group)}
                />
                <RowActionButton
                  icon="delete"
                  danger
                  title={t('pricing:actions.deleteGroup')}
                  label={t('pricing:actions.deleteGroupNamed', { count: group.models.length, model: group.models[0] ?? '' })}
                  onClick={() => onDelete(group)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
