import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ROLE } from '#shared/access.ts';
import { ADMIN_USAGE_GROUPS, USAGE_API, USAGE_GROUPS, UsageReportSchema } from '#shared/api/schemas/insight.ts';
import type { UsageReport } from '#shared/api/schemas/insight.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatUsage } from '#shared/format/quota.ts';
import { EMPTY_LOG_FILTERS, logFiltersToParams } from '#shared/logs/log-filters.ts';
import { pathOf } from '#shared/route-paths.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { downloadText, fileStamp } from '#client/components/download/download-file.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';
import { listRequest } from '#client/routing/list-loader.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { ChoiceToggle } from '#client/components/list-toolbar/choice-toggle.tsx';
import { UsageChart } from './usage-chart.tsx';
import { usageCsv, usageRowLabel } from './usage-csv.ts';
import { USAGE_RANGE_MS, USAGE_RANGES, USAGE_STATE } from './usage-state.ts';
import type { UsageQuery } from './usage-state.ts';

/** The report the page shows: one query for the chart, the totals and the table. */
export async function loader(args: LoaderFunctionArgs) {
  const { query, api } = listRequest(args, USAGE_STATE);
  const to = Date.now();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const report = await api.get(USAGE_API, UsageReportSchema, {
    from: to - USAGE_RANGE_MS[query.range],
    to,
    by: query.by,
    key: query.key ?? undefined,
    model: query.model ?? undefined,
    tz: timeZone,
  });
  return { query, report };
}

/** The gateway's log rows behind one row of the table (the logs page, filtered to it). */
function logsOf(row: UsageReport['rows'][number], report: UsageReport, query: UsageQuery, admin: boolean): string {
  const filters = { ...EMPTY_LOG_FILTERS, logType: 2, start: Math.floor(report.from / 1000), end: Math.ceil(report.to / 1000) };
  if (query.model) filters.modelName = query.model;
  if (query.key) filters.tokenName = query.key;
  if (report.group === 'key') filters.tokenName = row.id.slice(row.id.indexOf(':') + 1);
  if (report.group === 'model') filters.modelName = row.id;
  if (report.group === 'user' && admin) filters.username = row.label;
  if (report.group === 'channel' && admin) filters.channelId = Number(row.id);
  if (report.group === 'day') {
    filters.start = Math.floor(new Date(`${row.id}T00:00:00`).getTime() / 1000);
    filters.end = filters.start + 86_400;
  }
  return `${pathOf('dashboard.log')}?${logFiltersToParams(filters).toString()}`;
}

/**
 * `/dashboard/usage` (every signed-in user): spend and tokens by key, model and day, an admin's
 * also by user, channel and billing group, from the consume log the console sums as it is written
 * (`/console-api/insight/usage`). The chart, the totals and the table are one query; the
 * filters live in the URL; the CSV is exactly the table; each row opens its log rows.
 */
export function Component() {
  const { t, i18n } = useTranslation('insight');
  const { query, report } = useLoaderData<typeof loader>();
  const state = useUrlState(USAGE_STATE);
  const money = useDashboardSite();
  const user = useSessionUser();
  const timeZone = useTimeZone();
  const admin = (user?.role ?? 0) >= ROLE.admin;
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const language = i18n.language;
  const labelOf = (row: UsageReport['rows'][number]) => usageRowLabel(report, row, t('insight:usage.noGroup'));
  const groups = USAGE_GROUPS.filter((group) => admin || !ADMIN_USAGE_GROUPS.includes(group));
  const columns: DataColumn<UsageReport['rows'][number]>[] = [
    {
      id: 'label',
      header: t(`insight:usage.by.${report.group}`),
      rowHeader: true,
      cell: labelOf,
      testId: 'usage-label',
    },
    { id: 'requests', header: t('insight:usage.columns.requests'), align: 'right', cell: (row) => formatNumber(row.requests, language) },
    { id: 'prompt', header: t('insight:usage.columns.prompt'), align: 'right', cell: (row) => formatNumber(row.prompt_tokens, language) },
    {
      id: 'completion',
      header: t('insight:usage.columns.completion'),
      align: 'right',
      cell: (row) => formatNumber(row.completion_tokens, language),
    },
    {
      id: 'spend',
      header: t('insight:usage.columns.spend'),
      align: 'right',
      cell: (row) => formatUsage(row.quota, status),
      testId: 'usage-spend',
    },
    {
      id: 'logs',
      header: t('insight:columns.logs'),
      // The gateway's logs cannot be narrowed to a group: a group's row opens none.
      cell: (row) =>
        report.group === 'group' ? null : (
          <MuiLink component={Link} to={logsOf(row, report, query, admin)} data-testid="usage-logs">
            {t('insight:openLogs')}
          </MuiLink>
        ),
    },
  ];
  const exportCsv = () => {
    const header = [
      t(`insight:usage.by.${report.group}`),
      t('insight:usage.columns.requests'),
      t('insight:usage.columns.prompt'),
      t('insight:usage.columns.completion'),
      t('insight:usage.columns.spend'),
      t('insight:usage.columns.quota'),
    ] as [string, string, string, string, string, string];
    downloadText(
      usageCsv(report, header, status, labelOf),
      `usage-${report.group}-${fileStamp(Math.floor(Date.now() / 1000), timeZone)}.csv`,
    );
  };
  return (
    <Stack spacing={2} data-testid="usage-page">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('insight:usage.caption')}{' '}
        {report.summed_to !== null ? t('insight:usage.summedTo', { time: formatDateTime(report.summed_to / 1000, timeZone) }) : null}
      </Typography>
      {report.group === 'group' && typeof report.groups_from === 'number' && report.groups_from > report.from ? (
        <Alert severity="info" data-testid="usage-groups-from">
          {t('insight:usage.groupsFrom', { time: formatDateTime(report.groups_from / 1000, timeZone) })}
        </Alert>
      ) : null}
      {!report.collecting ? (
        <Alert severity="warning" data-testid="usage-off">
          {t('insight:usage.off')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <ChoiceToggle
          value={query.range}
          choices={USAGE_RANGES}
          label={t('insight:range.label')}
          choiceLabel={(range) => t(`insight:usage.range.${range}`)}
          onChoose={(range) => state.set({ range })}
        />
        <ChoiceToggle
          value={query.by}
          choices={groups}
          label={t('insight:usage.groupLabel')}
          choiceLabel={(group) => t(`insight:usage.by.${group}`)}
          testIdPrefix="usage-by-"
          onChoose={(by) => state.set({ by })}
        />
        {query.key !== null ? <Chip label={query.key} onDelete={() => state.set({ key: null })} /> : null}
        {query.model !== null ? <Chip label={query.model} onDelete={() => state.set({ model: null })} /> : null}
        <Button variant="outlined" size="small" onClick={exportCsv} data-testid="usage-csv" disabled={report.rows.length === 0}>
          {t('insight:usage.csv')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {[
          { id: 'spend', label: t('insight:usage.columns.spend'), value: formatUsage(report.totals.quota, status) },
          { id: 'requests', label: t('insight:usage.columns.requests'), value: formatNumber(report.totals.requests, language) },
          {
            id: 'tokens',
            label: t('insight:usage.tokens'),
            value: formatNumber(report.totals.prompt_tokens + report.totals.completion_tokens, language),
          },
        ].map((figure) => (
          <Card key={figure.id} variant="outlined" sx={{ flex: 1 }} data-testid={`usage-total-${figure.id}`}>
            <CardContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {figure.label}
              </Typography>
              <Typography variant="h5" component="p" data-quota={figure.id === 'spend' ? report.totals.quota : undefined}>
                {figure.value}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('insight:usage.chart')}
          </Typography>
          <UsageChart report={report} status={status} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h6" component="h2">
            {t('insight:usage.table')}
          </Typography>
        </CardContent>
        <DataTable
          label={t('insight:usage.table')}
          testId="usage-table"
          columns={columns}
          rows={report.rows}
          rowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': 'usage-row', 'data-quota': row.quota, 'data-id': row.id })}
          emptyText={t('insight:usage.empty')}
        />
      </Card>
    </Stack>
  );
}
