import MuiLink from '@mui/material/Link';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FailureLine, FailureReport } from '#shared/api/schemas/insight.ts';
import { formatNumber } from '#shared/format/number.ts';
import { EMPTY_LOG_FILTERS, logFiltersToParams } from '#shared/logs/log-filters.ts';
import { pathOf } from '#shared/route-paths.ts';
import { withSearchState } from '#shared/url-state/search-state.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { formatDateTime } from '#shared/format/date.ts';
import { FAILURES_STATE } from './failures-state.ts';
import type { FailuresQuery } from './failures-state.ts';

type Volume = { requests: number; failures: number };

/** The share of failed attempts, as a percentage with one decimal. */
export function errorRate({ requests, failures }: Volume, language: string): string {
  return requests === 0 ? '—' : `${formatNumber((failures / requests) * 100, language, 1)}%`;
}

/** This page with some of its state changed (a filter, a drill-down). */
export function explorerLink(query: FailuresQuery, change: Partial<FailuresQuery>): string {
  const params = withSearchState(FAILURES_STATE, new URLSearchParams(), { ...query, ...change });
  const search = params.toString();
  return `${pathOf('dashboard.failures')}${search ? `?${search}` : ''}`;
}

/** The gateway's consume-log rows of a channel and model in a time span (the logs page, admin filters). */
export function logRowsLink(channelId: number, model: string | null, fromMs: number, toMs: number): string {
  const params = logFiltersToParams({
    ...EMPTY_LOG_FILTERS,
    channelId,
    modelName: model ?? '',
    start: Math.floor(fromMs / 1000),
    end: Math.ceil(toMs / 1000),
  });
  return `${pathOf('dashboard.log')}?${params.toString()}`;
}

const volumeColumns = (t: (key: string) => string, language: string) =>
  [
    { id: 'requests', header: t('insight:columns.requests'), align: 'right', cell: (row: Volume) => formatNumber(row.requests, language) },
    {
      id: 'failures',
      header: t('insight:columns.failures'),
      align: 'right',
      cell: (row: Volume) => formatNumber(row.failures, language),
      testId: 'failures-count',
    },
    {
      id: 'rate',
      header: t('insight:columns.rate'),
      align: 'right',
      cell: (row: Volume) => errorRate(row, language),
      testId: 'failures-rate',
    },
  ] as const;

/** The channels failing most: each links to its own history (the explorer narrowed to it) and its log rows. */
export function ChannelTable({ report, query }: { report: FailureReport; query: FailuresQuery }) {
  const { t, i18n } = useTranslation('insight');
  const columns: DataColumn<FailureReport['channels'][number]>[] = [
    {
      id: 'channel',
      header: t('insight:columns.channel'),
      rowHeader: true,
      cell: (row) => (
        <MuiLink
          component={Link}
          to={explorerLink(query, { channel: row.channel_id, at: null, width: null })}
          data-testid="failures-channel-link"
        >
          {t('insight:channel', { id: row.channel_id })}
        </MuiLink>
      ),
    },
    ...volumeColumns(t, i18n.language),
    {
      id: 'logs',
      header: t('insight:columns.logs'),
      cell: (row) => (
        <MuiLink component={Link} to={logRowsLink(row.channel_id, query.model, report.from, report.to)}>
          {t('insight:openLogs')}
        </MuiLink>
      ),
    },
  ];
  return (
    <DataTable
      label={t('insight:sections.channels')}
      testId="failures-channels"
      columns={columns}
      rows={report.channels}
      rowId={(row) => row.channel_id}
      rowProps={(row) => ({ 'data-testid': 'failures-channel-row', 'data-channel-id': row.channel_id })}
      emptyText={t('insight:empty')}
    />
  );
}

export function ModelTable({ report, query }: { report: FailureReport; query: FailuresQuery }) {
  const { t, i18n } = useTranslation('insight');
  const columns: DataColumn<FailureReport['models'][number]>[] = [
    {
      id: 'model',
      header: t('insight:columns.model'),
      rowHeader: true,
      cell: (row) => (
        <MuiLink component={Link} to={explorerLink(query, { model: row.model, at: null, width: null })}>
          {row.model}
        </MuiLink>
      ),
    },
    ...volumeColumns(t, i18n.language),
  ];
  return (
    <DataTable
      label={t('insight:sections.models')}
      testId="failures-models"
      columns={columns}
      rows={report.models}
      rowId={(row) => row.model}
      emptyText={t('insight:empty')}
    />
  );
}

export function StatusTable({ report }: { report: FailureReport }) {
  const { t, i18n } = useTranslation('insight');
  const columns: DataColumn<FailureReport['statuses'][number]>[] = [
    { id: 'status', header: t('insight:columns.status'), rowHeader: true, cell: (row) => String(row.status) },
    { id: 'requests', header: t('insight:columns.requests'), align: 'right', cell: (row) => formatNumber(row.requests, i18n.language) },
  ];
  return (
    <DataTable
      label={t('insight:sections.statuses')}
      testId="failures-statuses"
      scrollable
      columns={columns}
      rows={report.statuses}
      rowId={(row) => row.status}
      emptyText={t('insight:empty')}
    />
  );
}

/** The widest drill-down window the page's state takes (a week: `width`'s bound). */
const MAX_DRILL_MS = 604_800_000;

/** The minutes with the most failures: each drills down to its failure lines and log rows. */
export function HotspotTable({ report, query }: { report: FailureReport; query: FailuresQuery }) {
  const { t, i18n } = useTranslation('insight');
  const timeZone = useTimeZone();
  const columns: DataColumn<FailureReport['hotspots'][number]>[] = [
    {
      id: 'when',
      header: t('insight:columns.when'),
      rowHeader: true,
      cell: (row) => (
        <MuiLink
          component={Link}
          to={explorerLink(query, {
            // From the scrape before the bucket's: its attempts, and their lines, happened since then.
            at: Math.max(row.covers_from, row.bucket_start + row.bucket_ms - MAX_DRILL_MS),
            width: Math.min(row.bucket_start + row.bucket_ms - row.covers_from, MAX_DRILL_MS),
            channel: row.channel_id,
            model: row.model,
          })}
          data-testid="failures-drill-down"
        >
          {formatDateTime(row.bucket_start / 1000, timeZone)}
        </MuiLink>
      ),
    },
    { id: 'channel', header: t('insight:columns.channel'), cell: (row) => t('insight:channel', { id: row.channel_id }) },
    { id: 'model', header: t('insight:columns.model'), cell: (row) => row.model },
    ...volumeColumns(t, i18n.language),
  ];
  return (
    <DataTable
      label={t('insight:sections.hotspots')}
      testId="failures-hotspots"
      columns={columns}
      rows={report.hotspots}
      rowId={(row) => `${row.bucket_ms}:${row.bucket_start}:${row.channel_id}:${row.model}`}
      emptyText={t('insight:empty')}
    />
  );
}

export function ReasonTable({ report }: { report: FailureReport }) {
  const { t, i18n } = useTranslation('insight');
  const timeZone = useTimeZone();
  const columns: DataColumn<FailureReport['reasons'][number]>[] = [
    { id: 'reason', header: t('insight:columns.reason'), rowHeader: true, cell: (row) => row.reason, testId: 'failures-reason' },
    { id: 'count', header: t('insight:columns.count'), align: 'right', cell: (row) => formatNumber(row.count, i18n.language) },
    { id: 'channels', header: t('insight:columns.channels'), cell: (row) => row.channel_ids.map((id) => `#${id}`).join(', ') },
    { id: 'last', header: t('insight:columns.lastSeen'), cell: (row) => formatDateTime(row.last_at / 1000, timeZone) },
  ];
  return (
    <DataTable
      label={t('insight:sections.reasons')}
      testId="failures-reasons"
      scrollable
      columns={columns}
      rows={report.reasons}
      rowId={(row) => row.reason}
      emptyText={t('insight:noLines')}
    />
  );
}

export function LineTable({ lines }: { lines: readonly FailureLine[] }) {
  const { t } = useTranslation('insight');
  const timeZone = useTimeZone();
  const columns: DataColumn<FailureLine>[] = [
    { id: 'time', header: t('insight:columns.time'), rowHeader: true, cell: (row) => formatDateTime(row.occurred_at / 1000, timeZone) },
    { id: 'request', header: t('insight:columns.requestId'), cell: (row) => row.request_id },
    { id: 'channel', header: t('insight:columns.channel'), cell: (row) => `#${row.channel_id} ${row.channel_name}`.trim() },
    { id: 'reason', header: t('insight:columns.reason'), cell: (row) => row.reason },
  ];
  return (
    <DataTable
      label={t('insight:sections.lines')}
      testId="failures-lines"
      scrollable
      columns={columns}
      rows={lines}
      rowId={(row) => `${row.occurred_at}:${row.request_id}:${row.reason}`}
      rowProps={() => ({ 'data-testid': 'failures-line' })}
      emptyText={t('insight:noLines')}
    />
  );
}
