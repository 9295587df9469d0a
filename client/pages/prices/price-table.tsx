import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { formatPriceQuota, groupMultiplier, priceQuota } from '#shared/format/price.ts';
import type { ChannelRates, PriceType, PriceUnit } from '#shared/format/price.ts';
import type { PriceRow } from '#shared/pricing/price-rows.ts';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { cellLabel, STACKED_ON_PHONE_SX } from '#client/components/table/stacked-table.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

const GROUPS_SX = { flexWrap: 'wrap', gap: 0.5, justifyContent: { xs: 'flex-end', sm: 'flex-start' } } as const;

interface PriceTableProps {
  rows: readonly PriceRow[];
  total: number;
  unit: PriceUnit;
  /** The selected group, or null for list prices. */
  group: UserGroupRate | null;
  groups: readonly UserGroupRate[];
  channelRates: ChannelRates;
  display: QuotaDisplay;
}

function priceText(t: TFunction, ratio: number, type: PriceType, unit: PriceUnit, multiplier: number, display: QuotaDisplay): string {
  if (ratio === 0) return t('prices:prices.free');
  const text = formatPriceQuota(priceQuota(ratio, type, unit, multiplier), display);
  return type === 'times' ? t('prices:prices.perCall', { price: text }) : text;
}

/** The price table itself; prices are computed for the selected group and unit. */
export function PriceTable({ rows, total, unit, group, groups, channelRates, display }: PriceTableProps) {
  const { t } = useTranslation('prices');
  const groupNames = new Map(groups.map((g) => [g.symbol, g.name]));
  const perUnit = t('prices:prices.columns.perUnit', { unit: t(`prices:prices.unit.${unit}`) });
  // On a phone the rows are cards, each figure named by its column (and the prices by their unit).
  const label = {
    model: cellLabel(t('prices:prices.columns.model')),
    owner: cellLabel(t('prices:prices.columns.owner')),
    type: cellLabel(t('prices:prices.columns.type')),
    input: cellLabel(`${t('prices:prices.columns.input')} · ${perUnit}`),
    output: cellLabel(`${t('prices:prices.columns.output')} · ${perUnit}`),
    groups: cellLabel(t('prices:prices.columns.groups')),
  };
  const priceHead = (name: string) => (
    <TableCell align="right">
      {name}
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {perUnit}
      </Typography>
    </TableCell>
  );
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }} data-testid="prices-count">
        {t('prices:prices.count', { shown: rows.length, total })}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('prices:prices.title')} sx={STACKED_ON_PHONE_SX}>
          <TableHead>
            <TableRow>
              <TableCell>{t('prices:prices.columns.model')}</TableCell>
              <TableCell>{t('prices:prices.columns.owner')}</TableCell>
              <TableCell>{t('prices:prices.columns.type')}</TableCell>
              {priceHead(t('prices:prices.columns.input'))}
              {priceHead(t('prices:prices.columns.output'))}
              <TableCell>{t('prices:prices.columns.groups')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const multiplier = groupMultiplier(group, row.ownerId, channelRates);
              return (
                <TableRow key={row.model} hover data-testid={`price-row-${row.model}`}>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} {...label.model}>
                    {row.model}
                  </TableCell>
                  <TableCell {...label.owner}>{row.ownerName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} {...label.type}>
                    {t(`prices:prices.type.${row.type}`)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="price-input" {...label.input}>
                    {priceText(t, row.input, row.type, unit, multiplier, display)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="price-output" {...label.output}>
                    {row.type === 'times'
                      ? t('prices:prices.notApplicable')
                      : priceText(t, row.output, row.type, unit, multiplier, display)}
                  </TableCell>
                  <TableCell {...label.groups}>
                    <Stack direction="row" sx={GROUPS_SX}>
                      {row.groups.map((symbol) => (
                        <StatusTag key={symbol} variant="outlined" label={groupNames.get(symbol) ?? symbol} />
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
            {rows.length === 0 ? <EmptyRow colSpan={6}>{t('prices:prices.empty')}</EmptyRow> : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
