import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { AvailableModelMapSchema, ChannelGroupRateSchema, OwnedBySchema } from '#shared/api/schemas/model.ts';
import type { ChannelGroupRate, OwnedBy } from '#shared/api/schemas/model.ts';
import { DEFAULT_QUOTA_PER_UNIT } from '#shared/format/price.ts';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { failureOf, loadGroupRates } from '#client/data/group-rates.ts';
import type { LoadFailure } from '#client/data/group-rates.ts';
import { PriceFiltersBar } from './price-filters-bar.tsx';
import { PriceTable } from './price-table.tsx';
import { buildRows, filterRows, ownerOptions, PRICE_STATE } from '#shared/pricing/price-rows.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { useOwnerListToast } from '#client/hooks/use-owner-list-toast.ts';

export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const [models, owners, groups, channelRates, status] = await Promise.all([
    api.get('/api/available_model', AvailableModelMapSchema).catch((error: unknown) => failureOf(error)),
    // Optional extras: names then come from each model's `owned_by`, rates from the group's ratio.
    api.get('/api/ownedby', OwnedBySchema).then(
      (list) => ({ list, error: null }),
      (error: unknown) => ({ list: {} as OwnedBy, error: error instanceof Error ? error.message : String(error) }),
    ),
    loadGroupRates(api),
    api.get('/api/channel_group_rate', ChannelGroupRateSchema).catch((): ChannelGroupRate => ({})),
    loadStatus(context),
  ]);
  const modelsError: LoadFailure | null = typeof models === 'string' ? models : null;
  return {
    rows: typeof models === 'string' ? [] : buildRows(models, owners.list),
    ownersError: owners.error,
    modelsError,
    groups: groups.ok ? groups.data : [],
    groupsFailed: !groups.ok,
    channelRates,
    display: {
      quotaPerUnit: status?.quota_per_unit ?? DEFAULT_QUOTA_PER_UNIT,
      displayInCurrency: status?.display_in_currency ?? true,
    },
  };
}

/** The public model price table (spec section 2, `/prices`): filters in the URL, group prices. */
export function Component() {
  const { t } = useTranslation('prices');
  const { rows, modelsError, ownersError, groups, groupsFailed, channelRates, display } = useLoaderData<typeof loader>();
  useOwnerListToast(ownersError);
  // Filters only narrow the loaded list: each change replaces the history entry.
  const state = useUrlState(PRICE_STATE, { history: 'replace' });
  const group = groups.find((g) => g.symbol === state.draft.group) ?? null;
  const filters = { ...state.draft, group: group?.symbol ?? null };
  const shown = filterRows(rows, filters);
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" component="h1">
        {t('prices:prices.title')}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('prices:prices.subtitle')}</Typography>
      <Stack spacing={2} sx={{ mt: 3 }}>
        {modelsError ? (
          <Alert severity="error" data-testid="prices-error">
            {t(modelsError === 'unsupported' ? 'prices:prices.error.unsupported' : 'prices:prices.error.failed')}
          </Alert>
        ) : null}
        {groupsFailed ? <Alert severity="warning">{t('prices:prices.error.groups')}</Alert> : null}
        <PriceFiltersBar state={state} owners={ownerOptions(rows)} groups={groups} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(display.displayInCurrency ? 'prices:prices.noteCurrency' : 'prices:prices.noteQuota')}
        </Typography>
        <PriceTable
          rows={shown}
          total={rows.length}
          unit={filters.unit}
          group={group}
          groups={groups}
          channelRates={channelRates}
          display={display}
        />
      </Stack>
    </Container>
  );
}
