import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ROLE } from '#shared/access.ts';
import { LogPageSchema, LogStatSchema } from '#shared/api/schemas/log.ts';
import { DEFAULT_QUOTA_PER_UNIT } from '#shared/format/price.ts';
import { formatNumber } from '#shared/format/number.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { sessionContext } from '#client/routing/router-context.ts';
import { ColumnMenu } from './column-menu.tsx';
import { ExportPanel } from './export-panel.tsx';
import { columnsFor } from './log-columns.ts';
import { LogFilterBar } from './log-filter-bar.tsx';
import { hasActiveFilter, LOG_TABS, parseLogFilters } from '#shared/logs/log-filters.ts';
import { pathOf } from '#shared/route-paths.ts';
import { FirstStep } from '#client/components/first-step/first-step.tsx';
import { logExportUrl, logListPath, logListQuery, logStatPath, logStatQuery } from '#shared/logs/log-query.ts';
import { formatLogQuota } from './log-format.ts';
import { SLOW_GATEWAY_MS } from './gateway-timing.ts';
import { LogTable } from './log-table.tsx';
import { useHiddenColumns } from './use-hidden-columns.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { logUrlState } from './log-url-state.ts';
import { LogOlder } from './log-older.tsx';
import { movesByCursor, useOlderLogs } from './use-older-logs.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';
import type { QuotaDisplay } from '#shared/format/quota.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const isAdmin = (context.get(sessionContext)?.role ?? 0) >= ROLE.admin;
  const filters = parseLogFilters(new URL(request.url).searchParams, isAdmin);
  const api = apiOf(context);
  const asked = Date.now();
  const [[list, gatewayMs], stat] = await Promise.all([
    // A failure is the dashboard error boundary's to explain. Timed: one-hub counts every
    // matching row on every call, and on a big log that, not the console, is the wait.
    api.get(logListPath(isAdmin), LogPageSchema, logListQuery(filters, isAdmin)).then((page) => [page, Date.now() - asked] as const),
    // The sum is secondary: without it the list still shows.
    api.get(logStatPath(isAdmin), LogStatSchema, logStatQuery(filters, isAdmin)).then(
      (s) => s.quota,
      () => null,
    ),
  ]);
  // Upstream filters a user's own logs by key, model and time only: the IP field is offered
  // where the gateway says it applied it (the `filters` echo) or to admins (upstream's /api/log/).
  const ipFilter = isAdmin || list.filters !== undefined;
  const ipIgnored = !ipFilter && filters.sourceIp !== '';
  // Upstream's /api/log/stat has no IP filter: under an admin's IP-filtered list it would sum
  // every IP's rows, so without the echo that sum is not shown.
  const statIgnoresIp = isAdmin && filters.sourceIp !== '' && list.filters === undefined;
  return {
    isAdmin,
    ipFilter,
    ipIgnored,
    filters,
    rows: list.data,
    total: list.total_count,
    statQuota: statIgnoresIp ? null : stat,
    statIgnoresIp,
    gatewayMs,
  };
}

const TAB_KEYS = ['log:type.0', 'log:type.1', 'log:type.2', 'log:type.3', 'log:type.4'] as const;

/** Usage logs: type tabs, filters kept in the URL, the filter's sum, columns, details, CSV export. */
export function Component() {
  const { t, i18n } = useTranslation(['log', 'error']);
  const data = useLoaderData<typeof loader>();
  const site = useDashboardSite();
  const money: QuotaDisplay = {
    quotaPerUnit: site?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT,
    displayInCurrency: site?.displayInCurrency ?? true,
  };
  const state = useUrlState(logUrlState(data.isAdmin));
  const revalidator = useRevalidator();
  const [hidden, toggleColumn] = useHiddenColumns();
  const available = columnsFor(data.isAdmin);
  const shown = available.filter((c) => !hidden.includes(c));
  const byCursor = movesByCursor(data.isAdmin, data.filters);
  const older = useOlderLogs(data.rows, data.filters, data.total);

  return (
    <Card variant="outlined" data-testid="log-page">
      <Tabs
        value={state.draft.logType}
        onChange={(_event, value: number) => state.set({ logType: value })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('log:tabs.label')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {LOG_TABS.map((type) => (
          <Tab key={type} value={type} label={t(TAB_KEYS[type])} data-testid={`log-tab-${type}`} />
        ))}
      </Tabs>
      {data.gatewayMs >= SLOW_GATEWAY_MS ? (
        <Alert severity="info" sx={{ mx: 2, mt: 2 }} data-testid="log-gateway-slow" data-ms={data.gatewayMs}>
          {t('log:gatewaySlow', { seconds: formatNumber(data.gatewayMs / 1000, i18n.language, 1) })}
        </Alert>
      ) : null}
      {data.ipIgnored ? (
        <Alert severity="info" sx={{ mx: 2, mt: 2 }} data-testid="log-ip-filter-unsupported">
          {t('log:filter.ipUnsupported')}
        </Alert>
      ) : null}
      <LogFilterBar
        state={state}
        isAdmin={data.isAdmin}
        ipFilter={data.ipFilter}
        // Searching the same filter again means "refresh".
        onSearch={() => {
          if (!state.set({ page: 1 })) void revalidator.revalidate();
        }}
      />
      <Divider />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="subtitle2" data-testid="log-stat">
          {data.statQuota === null ? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(data.statIgnoresIp ? 'log:stat.ipUnsupported' : 'log:stat.failed')}
            </Typography>
          ) : (
            <>
              {t('log:stat.label')}{' '}
              <Typography
                component="span"
                variant="subtitle1"
                sx={{ color: 'primary.main', fontWeight: 600 }}
                data-testid="log-stat-value"
                data-quota={data.statQuota}
              >
                {formatLogQuota(data.statQuota, money)}
              </Typography>
            </>
          )}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <ColumnMenu columns={available} hidden={hidden} onToggle={toggleColumn} />
          <ExportPanel url={logExportUrl(data.filters)} />
        </Stack>
      </Stack>
      {data.total === 0 && !hasActiveFilter(data.filters) ? (
        // A new account's empty log: what the page will hold and how to make a first call.
        <FirstStep
          testId="log-first-step"
          title={t('log:firstStep.title')}
          body={t('log:firstStep.body')}
          action={
            <Button component={Link} to={pathOf('dashboard.key')} variant="contained" data-testid="log-first-keys">
              {t('log:firstStep.keys')}
            </Button>
          }
        />
      ) : (
        <LogTable
          rows={byCursor ? older.rows : data.rows}
          total={data.total}
          page={data.filters.page}
          size={data.filters.size}
          columns={shown}
          money={money}
          onPage={(page) => state.set({ ...data.filters, page })}
          onSize={(size) => state.set({ ...data.filters, size })}
          footer={byCursor ? <LogOlder older={older} total={data.total} /> : undefined}
        />
      )}
    </Card>
  );
}
