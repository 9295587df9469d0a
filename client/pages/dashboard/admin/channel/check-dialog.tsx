import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ApiError } from '#shared/api/errors.ts';
import { commaList } from '#shared/api/schemas/channel.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi, browserHeaders } from '#client/session/credentials.ts';
import { ActionDialog } from '#client/components/action-dialog/action-dialog.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { STREAM_CUT, runChannelCheck } from './check-stream.ts';
import type { CheckRow } from './check-stream.ts';
import { ResultTag } from './result-tag.tsx';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

// Constant styles (one class each, client/README "Styles and page weight").
const MODELS_SX = { maxHeight: 220, overflowY: 'auto', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 } as const;
const ALERT_SX = { mb: 2 } as const;
const TOOLS_SX = { mb: 1, alignItems: { sm: 'center' } } as const;
const RESULTS_SX = { '& td': { verticalAlign: 'top' }, '& td:last-of-type': { wordBreak: 'break-word' } } as const;

type Run = { state: 'idle' } | { state: 'running' } | { state: 'done' } | { state: 'stopped' } | { state: 'failed'; message: string };

/** The channel's own models that can be asked for by name (wildcards cannot), its test model first. */
function ownModels(channel: Channel): string[] {
  return [...new Set([channel.test_model, ...commaList(channel.models)].filter((model) => model !== '' && !model.endsWith('*')))];
}

/**
 * The multi-model check of one channel (`POST /api/sse/channel/check`): the channel's models
 * plus what its provider lists (`provider_models_list`, asked when the dialog opens), a search,
 * select all (of what the search shows) and none; the check streams one row per model as its
 * result arrives (passed or failed, time, the first failure's remark, each step). Stop aborts the
 * stream (rows so far stay); closing the dialog aborts it too. A refusal, a broken connection or
 * a stream that ends early is shown as an error above the results.
 */
export function CheckDialog({ channel, onClose }: { channel: Channel; onClose(): void }) {
  const { t } = useTranslation(['channel', 'channel_dialogs', 'error']);
  const [models, setModels] = useState<string[]>(() => ownModels(channel));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(ownModels(channel)));
  const [search, setSearch] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const [listing, setListing] = useState(true);
  const [rows, setRows] = useState<CheckRow[]>([]);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [asked, setAsked] = useState(0);
  const controller = useRef<AbortController | null>(null);

  // The provider's list once, when the dialog opens; the channel's own models stay either way.
  useEffect(() => {
    let current = true;
    browserApi()
      .post('/api/channel/provider_models_list', { id: channel.id }, z.array(z.string()))
      .then((listed) => {
        if (current) setModels((own) => [...new Set([...own, ...listed])]);
      })
      .catch((error: unknown) => {
        if (current) setListError(errorMessage(error, t));
      })
      .finally(() => {
        if (current) setListing(false);
      });
    return () => {
      current = false;
    };
  }, [channel.id, t]);

  // Leaving the dialog stops a running check.
  useEffect(() => () => controller.current?.abort(), []);

  const needle = search.trim().toLowerCase();
  const shown = needle === '' ? models : models.filter((model) => model.toLowerCase().includes(needle));
  const running = run.state === 'running';
  const passed = rows.filter((row) => row.passed).length;

  function toggle(model: string, on: boolean) {
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(model);
      else next.delete(model);
      return next;
    });
  }

  async function start() {
    const list = models.filter((model) => chosen.has(model));
    const abort = new AbortController();
    controller.current = abort;
    setRows([]);
    setAsked(list.length);
    setRun({ state: 'running' });
    try {
      await runChannelCheck(
        channel.id,
        list,
        (row) => setRows((previous) => [...previous.filter((item) => item.model !== row.model), row]),
        { baseUrl: '', headers: browserHeaders(), signal: abort.signal },
      );
      setRun({ state: 'done' });
    } catch (error) {
      if (abort.signal.aborted) setRun({ state: 'stopped' });
      else
        setRun({
          state: 'failed',
          message: error instanceof ApiError && error.message === STREAM_CUT ? t('channel_dialogs:check.cut') : errorMessage(error, t),
        });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const resultColumns: DataColumn<CheckRow>[] = [
    { id: 'model', header: t('channel_dialogs:check.model'), cell: (row) => row.model },
    { id: 'result', header: t('channel:testAll.result'), cell: (row) => <ResultTag passed={row.passed} /> },
    {
      id: 'time',
      header: t('channel:columns.response_time'),
      cell: (row) => (row.time === null ? '—' : t('channel:table.seconds', { seconds: row.time.toFixed(2) })),
    },
    {
      id: 'message',
      header: t('channel:testAll.message'),
      cell: (row) => (
        <>
          {translateGatewayMessage(row.message, t)}
          <Typography variant="caption" component="p" color="text.secondary">
            {row.steps.map((step) => `${step.name} ${step.passed ? '✓' : '✗'}`).join(' · ')}
          </Typography>
        </>
      ),
    },
  ];

  return (
    <ActionDialog
      title={t('channel_dialogs:check.title', { name: channel.name })}
      closeLabel={t('channel:testAll.close')}
      action={
        running
          ? {
              label: t('channel_dialogs:check.stop'),
              color: 'warning',
              variant: 'outlined',
              onClick: () => controller.current?.abort(),
              testId: 'channel-check-stop',
            }
          : {
              label: t('channel_dialogs:check.run', { count: chosen.size }),
              disabled: chosen.size === 0,
              onClick: () => void start(),
              testId: 'channel-check-run',
            }
      }
      onClose={onClose}
      maxWidth="md"
      dividers
      testId="channel-check-dialog"
    >
      {listError ? (
        <Alert severity="warning" sx={ALERT_SX} data-testid="channel-check-list-error">
          {t('channel_dialogs:check.listFailed', { message: listError })}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={TOOLS_SX}>
        <TextField
          size="small"
          label={t('channel_dialogs:check.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          disabled={running}
        />
        <Button size="small" disabled={running} onClick={() => setChosen(new Set([...chosen, ...shown]))} data-testid="channel-check-all">
          {t('channel_dialogs:check.selectAll')}
        </Button>
        <Button size="small" disabled={running} onClick={() => setChosen(new Set())} data-testid="channel-check-none">
          {t('channel_dialogs:check.selectNone')}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="channel-check-chosen">
          {listing ? t('channel_dialogs:check.listing') : t('channel_dialogs:check.chosen', { count: chosen.size, total: models.length })}
        </Typography>
      </Stack>
      <Box role="group" aria-label={t('channel_dialogs:check.models')} sx={MODELS_SX}>
        {shown.map((model) => (
          <FormControlLabel
            key={model}
            label={model}
            disabled={running}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(model)}
                onChange={(_event, on) => toggle(model, on)}
                data-testid="channel-check-model"
              />
            }
          />
        ))}
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('channel_dialogs:check.noModels')}
          </Typography>
        ) : null}
      </Box>
      {run.state === 'failed' ? (
        <Alert severity="error" sx={ALERT_SX} data-testid="channel-check-error">
          {translateGatewayMessage(run.message, t)}
        </Alert>
      ) : null}
      <Typography
        variant="subtitle2"
        component="p"
        role="status"
        aria-live="polite"
        data-testid="channel-check-progress"
        data-state={run.state}
      >
        {run.state === 'idle'
          ? t('channel_dialogs:check.idle')
          : t(`channel_dialogs:check.progress.${run.state}`, { done: rows.length, count: asked, passed, failed: rows.length - passed })}
      </Typography>
      {rows.length > 0 ? (
        <DataTable
          label={t('channel_dialogs:check.results')}
          testId="channel-check-results"
          plain
          sx={RESULTS_SX}
          columns={resultColumns}
          rows={rows}
          rowId={(row) => row.model}
          rowProps={(row) => ({ 'data-testid': 'channel-check-row', 'data-model': row.model, 'data-passed': String(row.passed) })}
        />
      ) : null}
    </ActionDialog>
  );
}
