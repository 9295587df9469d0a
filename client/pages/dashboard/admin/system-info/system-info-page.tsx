import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { SYSTEM_LOG_CAPACITY, SystemLogSchema } from '#shared/api/schemas/system-info.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { useCopy } from '#client/hooks/use-copy.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { LEVELS, LINE_COUNTS, SYSTEM_LOG_STATE, filterLines, lineText, toLogLine } from './system-log-state.ts';
import { SystemLogView } from './system-log-view.tsx';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

/**
 * The gateway's latest log lines (root; one-hub's `POST /api/system_info/log`, which takes no
 * query, so the loader posts the count). A gateway without it answers 404: the dashboard's
 * boundary says "not supported by this gateway"; an admin gets the gateway's refusal the same way.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { count } = SYSTEM_LOG_STATE.parse(new URL(request.url).searchParams);
  const entries = await apiOf(context).post('/api/system_info/log', { count }, SystemLogSchema);
  return { count, entries };
}

/** `/dashboard/system_info`: search within the lines, choose how many and which level, refresh, copy what is shown. */
export function Component() {
  const { t } = useTranslation('system_info');
  const data = useLoaderData<typeof loader>();
  const state = useUrlState(SYSTEM_LOG_STATE);
  const timeZone = useTimeZone();
  const copy = useCopy();
  const lines = useMemo(() => data.entries.map((entry) => toLogLine(entry, timeZone)), [data.entries, timeZone]);
  const { draft } = state;
  // The search and the level filter what is loaded: the draft, so the lines follow each keystroke.
  const shown = filterLines(lines, draft);
  return (
    <Card variant="outlined" data-testid="system-info-page">
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pt: 2 }}>
        {t('caption', { capacity: SYSTEM_LOG_CAPACITY })}
      </Typography>
      <ListSearchBar state={state} field="q" padded labels={toolbarLabels(t)}>
        <ListFilter
          name="level"
          label={t('toolbar.level')}
          value={draft.level}
          options={LEVELS.map((level) => ({ value: level, label: level === '' ? t('toolbar.allLevels') : level }))}
          onChange={(value) => state.set({ level: LEVELS.find((level) => level === value) ?? '' })}
        />
        <ListFilter
          name="count"
          label={t('toolbar.count')}
          value={String(draft.count)}
          options={LINE_COUNTS.map((count) => ({ value: String(count), label: t('toolbar.lines', { count }) }))}
          onChange={(value) => state.set({ count: LINE_COUNTS.find((count) => String(count) === value) ?? 100 })}
        />
        <Button
          variant="outlined"
          startIcon={<ActionIcon name="copy" />}
          disabled={shown.length === 0}
          onClick={() => void copy(shown.map(lineText).join('\n'), t('copyName'))}
        >
          {t('toolbar.copy')}
        </Button>
      </ListSearchBar>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', px: 2, pb: 1 }} data-testid="system-log-summary">
        {t('summary', { shown: shown.length, total: lines.length })}
      </Typography>
      <SystemLogView lines={shown} />
    </Card>
  );
}
