import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { healthOf, STATUS_WINDOWS } from '#shared/api/schemas/insight.ts';
import type { HealthState, StatusReport, StatusWindow } from '#shared/api/schemas/insight.ts';
import { channelTypeName, CUSTOM_TYPE } from '#shared/channel-types.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatNumber } from '#shared/format/number.ts';
import { pathOf } from '#shared/route-paths.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';
import { VISUALLY_HIDDEN } from '#client/theme/visually-hidden.ts';

/** The models listed before "show all" (the rest render on demand: 30 bars each). */
const FIRST_MODELS = 12;

const STATE_COLOR: Record<HealthState, TagColor> = { healthy: 'success', degraded: 'warning', failing: 'error', idle: 'default' };

/*
 * The bars' styles, written once by the card (page weight: no per-bar sx). A bar's state is in a
 * data attribute: its colour and its height (a degraded or failing bar is shorter, so the state
 * shows without colour too), and each bar carries its own text for screen readers and a tooltip.
 */
const TRAFFIC_SX = {
  '& .traffic-line': { py: 1.25, borderTop: 1, borderColor: 'divider' },
  '& .traffic-line-head': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.75 },
  '& .traffic-name': { fontWeight: 600, fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1 },
  '& .traffic-rate': { typography: 'body2', color: 'text.secondary' },
  '& .traffic-bars': { display: 'flex', alignItems: 'flex-end', gap: '2px', height: 28, listStyle: 'none', p: 0, m: 0 },
  '& .traffic-bar': { position: 'relative', flex: '1 1 0', minWidth: 3, height: '100%', borderRadius: '2px', bgcolor: 'success.main' },
  '& .traffic-bar[data-state="degraded"]': { bgcolor: 'warning.main', height: '70%' },
  '& .traffic-bar[data-state="failing"]': { bgcolor: 'error.main', height: '45%' },
  '& .traffic-bar[data-state="idle"]': { bgcolor: 'action.disabledBackground', height: '20%' },
  '& .traffic-bar-text': VISUALLY_HIDDEN,
  '& .traffic-axis': { display: 'flex', justifyContent: 'space-between', typography: 'caption', color: 'text.secondary', mt: 0.25 },
} as const;

type Line = StatusReport['models'][number];

function usePercent() {
  const { i18n } = useTranslation('status');
  const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (requests: number, failures: number) => format.format(Math.floor(((requests - failures) / requests) * 1000) / 1000);
}

function TrafficLine({
  name,
  line,
  report,
  testId,
}: {
  name: string;
  line: Omit<Line, 'model'> & { model?: string };
  report: StatusReport;
  testId: string;
}) {
  const { t, i18n } = useTranslation('status');
  const timeZone = useTimeZone();
  const percent = usePercent();
  const stamp = (ms: number) => formatDateTime(ms / 1000, timeZone).slice(0, 16);
  const windowText = t(`traffic.windows.${report.window}`);
  return (
    <div className="traffic-line" data-testid={testId} data-model={line.model} data-state={line.now}>
      <div className="traffic-line-head">
        <span className="traffic-name">{name}</span>
        <span className="traffic-rate" data-testid="traffic-rate">
          {line.requests > 0
            ? t('traffic.rate', {
                rate: percent(line.requests, line.failures),
                count: line.requests,
                attempts: formatNumber(line.requests, i18n.language),
              })
            : t('traffic.none')}
        </span>
        <StatusTag
          variant="outlined"
          color={STATE_COLOR[line.now]}
          label={t(`traffic.now.${line.now}`)}
          title={t('traffic.nowLabel')}
          data-testid="traffic-now"
        />
      </div>
      <ol className="traffic-bars" aria-label={t('traffic.barsLabel', { name, window: windowText })}>
        {line.bars.map(([requests, failures], index) => {
          const start = report.starts[index] ?? 0;
          const state = healthOf(requests, failures);
          const text =
            requests > 0
              ? t('traffic.bar', {
                  from: stamp(start),
                  to: stamp(start + report.bucket_ms),
                  rate: percent(requests, failures),
                  count: requests,
                  attempts: formatNumber(requests, i18n.language),
                })
              : t('traffic.barIdle', { from: stamp(start), to: stamp(start + report.bucket_ms) });
          return (
            <li key={start} className="traffic-bar" data-state={state} title={text} data-testid="traffic-bar">
              <span className="traffic-bar-text">{text}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function providerName(type: number, custom: string): string {
  if (type === CUSTOM_TYPE) return custom;
  return channelTypeName(type) ?? `#${type}`;
}

/**
 * The status from real traffic: each provider's (channel type's) and model's share of successful
 * upstream attempts over 24 hours, 7 or 30 days as bars, from the counters the console collects
 * (no test calls), and its state now (the last half hour). A guest sees what the admin chose; an
 * admin is told what that is and where to change it.
 */
export function TrafficStatusCard({
  report,
  admin,
  onWindow,
}: {
  report: StatusReport;
  admin: boolean;
  onWindow: (window: StatusWindow) => void;
}) {
  const { t } = useTranslation('status');
  const timeZone = useTimeZone();
  const [allModels, setAllModels] = useState(false);
  // Nothing to show a guest or user: rates not shown to them, or none collected ever.
  if (report.shown === 'off' || (!report.collecting && !admin && report.providers.length === 0)) return null;
  const models = allModels ? report.models : report.models.slice(0, FIRST_MODELS);
  const empty = report.providers.length === 0;
  return (
    <Card variant="outlined" data-testid="traffic-status" data-window={report.window}>
      <CardContent sx={TRAFFIC_SX}>
        <Typography variant="h6" component="h2">
          {t('traffic.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('traffic.caption')}{' '}
          {report.scraped_at !== null ? t('traffic.scrapedAt', { time: formatDateTime(report.scraped_at / 1000, timeZone) }) : null}
        </Typography>
        {admin ? (
          <Alert severity="info" sx={{ mb: 1.5 }} data-testid="traffic-guests">
            {t(`traffic.guests.${report.visibility}`)}{' '}
            <MuiLink component={Link} to={pathOf('dashboard.failures')}>
              {t('traffic.change')}
            </MuiLink>
          </Alert>
        ) : null}
        {!report.collecting ? (
          <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="traffic-off">
            {t('traffic.off')}
          </Alert>
        ) : null}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={report.window}
          aria-label={t('traffic.windowLabel')}
          onChange={(_event, window: StatusWindow | null) => {
            if (window) onWindow(window);
          }}
          sx={{ mb: 1 }}
        >
          {STATUS_WINDOWS.map((window) => (
            <ToggleButton key={window} value={window} data-testid={`traffic-window-${window}`}>
              {t(`traffic.windows.${window}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {empty ? (
          <Typography sx={{ color: 'text.secondary', py: 1 }} data-testid="traffic-empty">
            {t('traffic.empty')}
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
              {t('traffic.providers')}
            </Typography>
            {report.providers.map((line) => (
              <TrafficLine
                key={line.channel_type}
                name={providerName(line.channel_type, t('traffic.custom'))}
                line={line}
                report={report}
                testId="traffic-provider"
              />
            ))}
            {report.shown === 'models' && report.models.length > 0 ? (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                  {t('traffic.models')}
                </Typography>
                {models.map((line) => (
                  <TrafficLine key={line.model} name={line.model} line={line} report={report} testId="traffic-model" />
                ))}
                {models.length < report.models.length ? (
                  <Box sx={{ pt: 1 }}>
                    <Button size="small" onClick={() => setAllModels(true)} data-testid="traffic-all-models">
                      {t('traffic.showAll', { count: report.models.length })}
                    </Button>
                  </Box>
                ) : null}
              </>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
