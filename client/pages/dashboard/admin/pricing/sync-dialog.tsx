import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#shared/api/errors.ts';
import type { Price } from '#shared/api/schemas/model.ts';
import { PRICE_SYNC_MODES, PriceFeedPricesSchema, PriceFeedUrlSchema } from '#shared/api/schemas/pricing.ts';
import type { PriceInput, PriceSyncMode } from '#shared/api/schemas/pricing.ts';
import { coreOf, planPriceSync, syncCounts } from '#shared/pricing/price-sync.ts';
import type { PriceSyncPlan } from '#shared/pricing/price-sync.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { TextInput } from '#client/components/text-input/text-input.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { ActionDialog } from '#client/components/action-dialog/action-dialog.tsx';
import { browserApi } from '#client/session/credentials.ts';

/** Where one-hub's dialog keeps the feed URL an admin typed; the console keeps it there too. */
const FEED_URL_KEY = 'oneapi_price_update_url';

interface SyncDialogProps {
  prices: readonly Price[];
  onSync(mode: PriceSyncMode, feed: readonly PriceInput[]): Promise<string | null>;
  onClose(): void;
}

function ModelTags({ models, testId }: { models: readonly string[]; testId: string }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxHeight: 120, overflow: 'auto' }} data-testid={testId}>
      {models.map((model) => (
        <StatusTag key={model} variant="outlined" label={model} />
      ))}
    </Stack>
  );
}

function PlanView({ plan, total }: { plan: PriceSyncPlan; total: number }) {
  const { t } = useTranslation('pricing');
  const sections = [
    { key: 'added', models: plan.added.map((price) => price.model) },
    { key: 'lockedSkipped', models: plan.lockedSkipped },
    { key: 'removed', models: plan.removed.map((price) => price.model) },
  ] as const;
  return (
    <Stack spacing={1.5} data-testid="sync-plan">
      <Typography variant="body2" role="status">
        {t('sync.summary', {
          total,
          added: plan.added.length,
          changed: plan.changed.length,
          unchanged: plan.unchanged.length,
          locked: plan.lockedSkipped.length,
        })}
      </Typography>
      {plan.changed.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('sync.changed', { count: plan.changed.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 160, overflow: 'auto' }} data-testid="sync-changed">
            {plan.changed.map(({ before, after }) => (
              <li key={before.model}>
                <Typography variant="body2">
                  {t('sync.change', {
                    model: before.model,
                    input: before.input,
                    newInput: after.input,
                    output: before.output,
                    newOutput: after.output,
                  })}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {sections.map((section) =>
        section.models.length > 0 ? (
          <Box key={section.key}>
            <Typography variant="subtitle2" component="h3">
              {t(`sync.${section.key}`, { count: section.models.length })}
            </Typography>
            <ModelTags models={section.models} testId={`sync-${section.key}`} />
          </Box>
        ) : null,
      )}
    </Stack>
  );
}

/**
 * The price-feed sync (one-hub's "update prices"): the feed URL (the gateway's own by default),
 * fetched through the gateway, the comparison with the current prices (the same plan the gateway
 * applies), then add, update or overwrite. Locked prices are listed and never touched.
 */
export function SyncDialog({ prices, onSync, onClose }: SyncDialogProps) {
  const { t } = useTranslation(['pricing', 'error']);
  // Opened by a click, so only ever rendered in the browser: localStorage is there.
  const [url, setUrl] = useState(() => window.localStorage.getItem(FEED_URL_KEY) ?? '');
  const [feed, setFeed] = useState<PriceInput[] | null>(null);
  const [mode, setMode] = useState<PriceSyncMode>('add');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (window.localStorage.getItem(FEED_URL_KEY)) return;
    // The gateway names its feed (upstream's default when it has none of its own).
    browserApi()
      .get('/api/prices/updateService', PriceFeedUrlSchema)
      .then(setUrl)
      .catch(() => undefined);
  }, []);

  async function fetchFeed() {
    setBusy(true);
    setError(null);
    try {
      const rows = await browserApi().get('/api/prices/fetch_feed', PriceFeedPricesSchema, { url: url.trim() });
      window.localStorage.setItem(FEED_URL_KEY, url.trim());
      setFeed(rows.map(coreOf));
    } catch (failure) {
      setFeed(null);
      setError(failure instanceof ApiError && failure.status === 404 ? t('pricing:sync.unsupported') : errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function apply() {
    if (!feed) return;
    setBusy(true);
    const refusal = await onSync(mode, feed);
    setBusy(false);
    if (refusal) setError(refusal);
    else onClose();
  }

  const plan = feed ? planPriceSync(prices, feed) : null;
  const counts = plan ? syncCounts(plan, mode) : null;
  const nothing = counts ? counts.added + counts.changed + counts.removed === 0 : true;
  return (
    <ActionDialog
      title={t('pricing:sync.title')}
      closeLabel={t('pricing:sync.cancel')}
      busy={busy}
      action={{
        label: t('pricing:sync.apply'),
        onClick: () => void apply(),
        disabled: !plan || nothing,
        loading: busy && feed !== null,
        testId: 'sync-apply',
      }}
      onClose={onClose}
      maxWidth="md"
      dividers
    >
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          void fetchFeed();
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <TextInput
            name="feed-url"
            label={t('pricing:sync.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            helperText={t('pricing:sync.urlHint')}
          />
        </Box>
        <Button
          type="submit"
          variant="outlined"
          loading={busy && feed === null}
          disabled={url.trim() === ''}
          sx={{ mt: { sm: 1 } }}
          data-testid="sync-fetch"
        >
          {t('pricing:sync.fetch')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {error}
        </Alert>
      ) : null}
      {plan && feed ? (
        <>
          <PlanView plan={plan} total={feed.length} />
          <FormControl sx={{ mt: 2 }}>
            <FormLabel id="sync-mode-label">{t('pricing:sync.mode')}</FormLabel>
            <RadioGroup
              aria-labelledby="sync-mode-label"
              name="mode"
              value={mode}
              onChange={(event) => setMode(event.target.value as PriceSyncMode)}
            >
              {PRICE_SYNC_MODES.map((option) => {
                const each = syncCounts(plan, option);
                return (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio />}
                    label={t(`pricing:sync.modes.${option}`, { added: each.added, changed: each.changed, removed: each.removed })}
                  />
                );
              })}
            </RadioGroup>
          </FormControl>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('pricing:sync.lockedNote')}
          </Typography>
        </>
      ) : null}
    </ActionDialog>
  );
}
