import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { ownerOptions } from '#shared/pricing/price-rows.ts';
import { useOwnerListToast } from '#client/hooks/use-owner-list-toast.ts';
import { rememberInfoSupport, shouldAskForInfo } from './info-support.ts';
import { loadModelList } from './load-model-list.ts';
import { MODEL_CARDS_SX, ModelCard } from './model-card.tsx';
import { ModelFiltersBar } from './model-filters-bar.tsx';
import { filterModelRows, MODEL_STATE, priceAndSort } from './model-filters.ts';
import { modalityOptions } from './model-rows.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { ROLE } from '#shared/access.ts';
import { HEALTH_API, ModelHealthSchema } from '#shared/api/schemas/insight.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

// Dialogs load when they first open, not with the page.
const ModelDetailDialog = lazyNamed(() => import('./model-detail-dialog.tsx'), 'ModelDetailDialog');
// Admins' editor of `/api/model_info/` (its namespace loads with it).
const ModelInfoDialog = lazyNamed(() => import('./model-info/model-info-dialog.tsx'), 'ModelInfoDialog');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const [data, status, health] = await Promise.all([
    loadModelList(api, { withInfo: shouldAskForInfo() }),
    loadStatus(context),
    // Healthy now or not, from the counters the console collects; the list stands without it.
    api.get(HEALTH_API, ModelHealthSchema).catch(() => null),
  ]);
  // The sample request's address: the site's own setting, else the address this page came from.
  return {
    ...data,
    server: status?.server_address || new URL(request.url).origin,
    health: health?.collecting ? Object.fromEntries(health.models.map((model) => [model.model, model])) : null,
  };
}

/** The signed-in user's models (spec section 2, `model_list`): prices per group, theirs first. */
export function Component() {
  const { t } = useTranslation('model_list');
  const data = useLoaderData<typeof loader>();
  const site = useDashboardSite();
  const user = useSessionUser();
  // Filters only narrow the loaded list: each change replaces the history entry.
  const state = useUrlState(MODEL_STATE, { history: 'replace' });
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const isAdmin = (user?.role ?? 0) >= ROLE.admin;
  useOwnerListToast(data.ownersError);
  useEffect(() => {
    if (data.infoSupported !== null) rememberInfoSupport(data.infoSupported);
  }, [data.infoSupported]);

  const myGroup = user?.group ?? null;
  const filters = state.draft;
  const display = { quotaPerUnit: site.quotaPerUnit, displayInCurrency: site.displayInCurrency };
  const modalities = modalityOptions(data.rows);
  const active = { ...filters, modality: modalities.includes(filters.modality ?? '') ? filters.modality : null };
  const shown = priceAndSort(filterModelRows(data.rows, active, myGroup), data.groups, data.channelRates, myGroup, active);
  const selectedRow = data.rows.find((row) => row.model === selected);
  const detail = selectedRow
    ? (priceAndSort([selectedRow], data.groups, data.channelRates, myGroup, { ...active, mine: false })[0] ?? null)
    : null;
  const unitLabel = t(`model_list:unit.short${active.unit === '1m' ? '1m' : '1k'}`);

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography sx={{ color: 'text.secondary' }}>{t('model_list:intro')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(display.displayInCurrency ? 'model_list:note.currency' : 'model_list:note.quota')}{' '}
          {t('model_list:price.perUnit', { unit: unitLabel })}
        </Typography>
      </Box>
      {data.groupsError ? (
        <Alert severity="warning" data-testid="models-groups-error">
          {t(data.groupsError === 'unsupported' ? 'model_list:error.groupsUnsupported' : 'model_list:error.groups')}
        </Alert>
      ) : null}
      <ModelFiltersBar state={state} owners={ownerOptions(data.rows)} modalities={modalities} canFilterMine={myGroup !== null} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="models-count">
        {t('model_list:count', { shown: shown.length, total: data.rows.length })}
      </Typography>
      {shown.length > 0 ? (
        <Box
          data-testid="models-grid"
          sx={{
            ...MODEL_CARDS_SX,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
              xl: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {shown.map((item) => (
            <ModelCard
              key={item.row.model}
              item={item}
              display={display}
              {...(data.health ? { health: data.health[item.row.model] ?? null } : {})}
              onDetails={setSelected}
              {...(isAdmin ? { onEditInfo: setEditing } : {})}
            />
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }} data-testid="models-empty">
          <Typography sx={{ color: 'text.secondary' }}>
            {t(data.rows.length === 0 ? 'model_list:empty.none' : 'model_list:empty.filtered')}
          </Typography>
          {data.rows.length > 0 ? (
            <Button sx={{ mt: 1 }} onClick={() => state.reset()}>
              {t('model_list:clear')}
            </Button>
          ) : null}
        </Paper>
      )}
      <WhenOpened open={detail !== null}>
        <ModelDetailDialog item={detail} display={display} unitLabel={unitLabel} server={data.server} onClose={() => setSelected(null)} />
      </WhenOpened>
      <WhenOpened open={editing !== null}>
        <ModelInfoDialog model={editing} onClose={() => setEditing(null)} />
      </WhenOpened>
    </Stack>
  );
}
