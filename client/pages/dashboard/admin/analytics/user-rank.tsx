import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import { cellLabel, STACKED_ON_PHONE_SX } from '#client/components/table/stacked-table.ts';
import { PlainTableBody } from '#client/components/table/plain-rows.tsx';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { analyticsExportUrl } from '#shared/analytics/analytics-query.ts';
import type { AnalyticsQuery } from '#shared/analytics/analytics-query.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { LoadMessage } from '#client/components/dashboard-cards/load-message.tsx';
import { percentOf } from '#client/components/dashboard-cards/format.ts';
import type { AnalyticsData } from './analytics-loader.ts';

/** The ranking's columns, in order; the figures align right. */
/** Plain rows under the shared body class (PlainTableBody), their figures in tabular digits. */
const RANK_TABLE_SX = [STACKED_ON_PHONE_SX, { '& > tbody td': { fontVariantNumeric: 'tabular-nums' } }] as const;

const RANK_COLUMNS = [
  { key: 'rank', numeric: false },
  { key: 'user', numeric: false },
  { key: 'cost', numeric: true },
  { key: 'share', numeric: true },
  { key: 'requests', numeric: true },
  { key: 'tokens', numeric: true },
] as const;

/**
 * The users who spent most in the range (cost, requests, tokens, share of the range's cost), each
 * a button that filters the page to them; the CSV export has every user of the range. The
 * ranking is the double's extension: against upstream the card says it is not supported.
 */
export function UserRank({
  rank,
  query,
  totalQuota,
  money,
  onPickUser,
}: {
  rank: AnalyticsData['rank'];
  query: AnalyticsQuery;
  totalQuota: number;
  money: QuotaDisplay;
  onPickUser(userId: number): void;
}) {
  const { t, i18n } = useTranslation('analytics');
  // On a phone the rows are cards, each figure named by its column.
  const rankLabel = (column: number) => cellLabel(t(`rank.column.${RANK_COLUMNS[column]?.key ?? 'rank'}`));
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  return (
    <Card variant="outlined" data-testid="analytics-rank">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <div>
            <Typography variant="h6" component="h2">
              {t('rank.title')}
            </Typography>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t('rank.caption')}
            </Typography>
          </div>
          {rank.ok ? (
            // A plain download: the console streams the CSV page by page from the gateway.
            <Button
              variant="outlined"
              startIcon={<ActionIcon name="download" />}
              href={analyticsExportUrl(query)}
              download
              data-testid="analytics-rank-export"
            >
              {t('rank.export')}
            </Button>
          ) : null}
        </Stack>
        {!rank.ok ? (
          <LoadMessage failure={rank} />
        ) : rank.data.rows.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('rank.empty')}</Typography>
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <Table size="small" sx={RANK_TABLE_SX}>
              <TableHead>
                <TableRow>
                  {RANK_COLUMNS.map(({ key, numeric }) => (
                    <TableCell key={key} component="th" scope="col" {...(numeric ? { align: 'right' as const } : {})}>
                      {t(`rank.column.${key}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <PlainTableBody>
                {rank.data.rows.map((row, index) => (
                  <tr key={row.user_id} data-testid="analytics-rank-row" data-user-id={row.user_id}>
                    <td {...rankLabel(0)}>{index + 1}</td>
                    <td {...rankLabel(1)}>
                      <Link component="button" type="button" onClick={() => onPickUser(row.user_id)} sx={{ textAlign: 'start' }}>
                        {t('rank.user', { username: row.username, id: row.user_id })}
                      </Link>
                    </td>
                    <td data-align="right" data-quota={row.quota} {...rankLabel(2)}>
                      {formatUsage(row.quota, status)}
                    </td>
                    <td data-align="right" {...rankLabel(3)}>
                      {`${formatNumber(percentOf(row.quota, totalQuota), i18n.language, 1)}%`}
                    </td>
                    <td data-align="right" {...rankLabel(4)}>
                      {number(row.request_count)}
                    </td>
                    <td data-align="right" {...rankLabel(5)}>
                      {number(row.prompt_tokens + row.completion_tokens)}
                    </td>
                  </tr>
                ))}
              </PlainTableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
