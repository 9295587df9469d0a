import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import {
  FAILURE_LINES_API,
  FAILURES_API,
  FailureLinesSchema,
  FailureReportSchema,
  STATUS_VISIBILITY_API,
  StatusVisibilitySchema,
} from '#shared/api/schemas/insight.ts';
import type { FailureLine } from '#shared/api/schemas/insight.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest } from '#client/routing/list-loader.ts';
import { ChoiceToggle } from '#client/components/list-toolbar/choice-toggle.tsx';
import { FailureChart } from './failure-chart.tsx';
import {
  ChannelTable,
  errorRate,
  explorerLink,
  HotspotTable,
  LineTable,
  logRowsLink,
  ModelTable,
  ReasonTable,
  StatusTable,
} from './failure-tables.tsx';
import { FAILURE_RANGES, FAILURES_STATE, RANGE_MS } from './failures-state.ts';
import { StatusVisibilityCard } from './status-visibility-card.tsx';

/** The report over the range back from now (and, drilled into a bucket, that bucket's failure lines). */
export async function loader(args: LoaderFunctionArgs) {
  const { query, api } = listRequest(args, FAILURES_STATE);
  const to = Date.now();
  const filter = { from: to - RANGE_MS[query.range], to, channel: query.channel ?? undefined, model: query.model ?? undefined };
  const drill =
    query.at !== null && query.channel !== null ? { from: query.at, to: query.at + (query.width ?? 60_000), channel: query.channel } : null;
  const [report, lines, visibility] = await Promise.all([
    api.get(FAILURES_API, FailureReportSchema, filter),
    drill ? api.get(FAILURE_LINES_API, FailureLinesSchema, drill) : Promise.resolve<FailureLine[] | null>(null),
    api.get(STATUS_VISIBILITY_API, StatusVisibilitySchema),
  ]);
  return { query, report, lines, drill, visibility };
}

function Section({ title, caption, testId, children }: { title: string; caption?: string; testId: string; children: ReactNode }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {caption ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        ) : null}
      </CardContent>
      {children}
    </Card>
  );
}

/**
 * `/dashboard/failures` (admins): error rate and volume by channel, model and status over a range,
 * from the gateway's counters the console collects (`/console-api/insight`), the channels failing
 * most, the latest reasons grouped by text, and a drill-down from any failing minute to its
 * failure lines and the gateway's log rows of that channel, model and minute; and what guests see
 * of these rates on the status page.
 */
export function Component() {
  const { t, i18n } = useTranslation('insight');
  const timeZone = useTimeZone();
  const { query, report, lines, drill, visibility } = useLoaderData<typeof loader>();
  const state = useUrlState(FAILURES_STATE);
  const language = i18n.language;
  return (
    <Stack spacing={2} data-testid="failures-page">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('insight:caption')}{' '}
        {report.scraped_at !== null ? (
          <span data-testid="failures-scraped-at">
            {t('insight:scrapedAt', { time: formatDateTime(report.scraped_at / 1000, timeZone) })}
          </span>
        ) : null}
      </Typography>
      {!report.collecting.metrics ? (
        <Alert severity="warning" data-testid="failures-no-metrics">
          {t('insight:off.metrics')}
        </Alert>
      ) : null}
      {!report.collecting.log ? (
        <Alert severity="info" data-testid="failures-no-log">
          {t('insight:off.log')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <ChoiceToggle
          value={query.range}
          choices={FAILURE_RANGES}
          label={t('insight:range.label')}
          choiceLabel={(range) => t(`insight:range.${range}`)}
          onChoose={(range) => state.set({ range, at: null, width: null })}
        />
        {query.channel !== null ? (
          <Chip
            label={t('insight:channel', { id: query.channel })}
            onDelete={() => state.set({ channel: null, at: null, width: null })}
            data-testid="failures-filter-channel"
          />
        ) : null}
        {query.model !== null ? <Chip label={query.model} onDelete={() => state.set({ model: null, at: null, width: null })} /> : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {[
          { id: 'requests', label: t('insight:totals.requests'), value: formatNumber(report.totals.requests, language) },
          { id: 'failures', label: t('insight:totals.failures'), value: formatNumber(report.totals.failures, language) },
          { id: 'rate', label: t('insight:totals.rate'), value: errorRate(report.totals, language) },
        ].map((figure) => (
          <Card key={figure.id} variant="outlined" sx={{ flex: 1 }} data-testid={`failures-total-${figure.id}`}>
            <CardContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {figure.label}
              </Typography>
              <Typography variant="h5" component="p">
                {figure.value}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {drill && lines ? (
        <Section
          title={t('insight:sections.drill', { channel: drill.channel, time: formatDateTime(drill.from / 1000, timeZone) })}
          caption={t('insight:drillCaption')}
          testId="failures-drill"
        >
          <Stack direction="row" spacing={2} sx={{ px: 2, pb: 1 }}>
            <MuiLink component={Link} to={logRowsLink(drill.channel, query.model, drill.from, drill.to)} data-testid="failures-log-rows">
              {t('insight:openLogRows')}
            </MuiLink>
            <MuiLink component={Link} to={explorerLink(query, { at: null, width: null })}>
              {t('insight:closeDrill')}
            </MuiLink>
          </Stack>
          <LineTable lines={lines} />
        </Section>
      ) : null}
      <Section title={t('insight:sections.chart')} testId="failures-chart">
        <FailureChart report={report} />
      </Section>
      <Section title={t('insight:sections.channels')} caption={t('insight:channelsCaption')} testId="failures-channels-card">
        <ChannelTable report={report} query={query} />
      </Section>
      <Section title={t('insight:sections.reasons')} caption={t('insight:reasonsCaption')} testId="failures-reasons-card">
        <ReasonTable report={report} />
      </Section>
      <Section title={t('insight:sections.hotspots')} caption={t('insight:hotspotsCaption')} testId="failures-hotspots-card">
        <HotspotTable report={report} query={query} />
      </Section>
      <Section title={t('insight:sections.models')} testId="failures-models-card">
        <ModelTable report={report} query={query} />
      </Section>
      <Section title={t('insight:sections.statuses')} testId="failures-statuses-card">
        <StatusTable report={report} />
      </Section>
      <StatusVisibilityCard visibility={visibility.visibility} />
    </Stack>
  );
}
