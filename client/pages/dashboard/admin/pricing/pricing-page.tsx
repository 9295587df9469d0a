import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '#shared/api/errors.ts';
import { OwnedBySchema, PriceListSchema } from '#shared/api/schemas/model.ts';
import type { Price } from '#shared/api/schemas/model.ts';
import { PriceModelListSchema } from '#shared/api/schemas/pricing.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { useSiteInfo } from '#client/site/use-site-info.ts';
import { BatchBar } from '#client/components/admin-kit/batch-bar.tsx';
import { PriceGroupTable } from './price-group-table.tsx';
import { PriceTable } from './price-table.tsx';
import { PricingToolbar } from './pricing-toolbar.tsx';
import { PricingWarnings } from './pricing-warnings.tsx';
import { PRICING_PAGE_SIZES, PRICING_STATE, filterPrices, groupPrices, pageOfRows } from './pricing-state.ts';
import { usePriceMutations } from './use-price-mutations.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useListPage } from '#client/components/admin-kit/use-list-page.ts';

const PriceDialog = lazyNamed(() => import('./price-dialog.tsx'), 'PriceDialog');
const SyncDialog = lazyNamed(() => import('./sync-dialog.tsx'), 'SyncDialog');

// one-hub answers an empty price table with `{success:false, message:'pricing data not found'}`.
function noPricesYet(error: unknown): Price[] {
  if (error instanceof ApiError && error.message === 'pricing data not found') return [];
  throw error;
}

export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const [prices, owners, modelList] = await Promise.all([
    api.get('/api/prices', PriceListSchema).catch(noPricesYet),
    api.get('/api/ownedby', OwnedBySchema),
    // Only the "models without a price" warning needs it; the page works without.
    api.get('/api/prices/model_list', PriceModelListSchema).catch((): string[] | null => null),
  ]);
  // The gateway joins each model's info (`model_info`) to its price; this page shows none of it
  // and never sends it back (use-price-mutations.ts): leaving it out was a third of the loader data.
  return { prices: prices.map(({ model_info: _info, ...price }): Price => price), owners, modelList };
}

/** What the price dialog edits: a price (null = new) and its models; `original` = the models it started from. */
type DialogState = { price: Price | null; models: string[]; original: string[] };

/**
 * Pricing (spec §2 `operation/pricing`, admin reference §2.4): every model's price, one row per
 * model or per identical price; create, edit and delete one or many; warnings for models
 * without a price and prices without a known owner; the price-feed sync. Filters, view, unit
 * and page live in the URL and only choose what is shown of the whole list.
 */
export function Component() {
  const { t } = useTranslation('pricing');
  const { prices, owners, modelList } = useLoaderData<typeof loader>();
  const state = useUrlState(PRICING_STATE, { history: 'replace' });
  const site = useSiteInfo();
  const display = { quotaPerUnit: site.quotaPerUnit, displayInCurrency: site.displayInCurrency };
  const mutations = usePriceMutations();
  const dialog = useDialogHost<DialogState>();
  const [syncing, setSyncing] = useState(false);
  // Prices are keyed by their model.
  const list = useListPage({ rows: prices, idOf: (price) => price.model, cancelLabel: t('delete.cancel') });
  const { picked, clear } = list;
  const query = state.draft;
  const filtered = filterPrices(prices, query);
  const groups = query.view === 'group' ? groupPrices(filtered) : [];
  const total = query.view === 'group' ? groups.length : filtered.length;
  const selected = list.selected.map((price) => price.model);

  function askDelete(models: readonly string[]) {
    list.askThenClear(
      {
        title: t('delete.title', { count: models.length }),
        body: t('delete.body', { count: models.length, models: models.join(', ') }),
        confirmLabel: t('delete.confirm'),
        destructive: true,
      },
      () => mutations.remove(models),
    );
  }

  return (
    <Card variant="outlined">
      <PricingToolbar
        state={state}
        owners={owners}
        onCreate={() => dialog.open({ price: null, models: [], original: [] })}
        onSync={() => setSyncing(true)}
      />
      <Typography variant="body2" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
        {t('unitHelp')}
      </Typography>
      <PricingWarnings
        prices={prices}
        owners={owners}
        modelList={modelList}
        onPrice={(models) => dialog.open({ price: null, models, original: [] })}
      />
      {query.view === 'single' && selected.length > 0 ? (
        <BatchBar
          count={selected.length}
          onClear={clear}
          actions={[{ label: t('batch.delete'), onClick: () => askDelete(selected), testId: 'price-batch-delete', danger: true }]}
        />
      ) : null}
      {query.view === 'single' ? (
        <PriceTable
          prices={pageOfRows(filtered, query.page, query.size)}
          owners={owners}
          unit={query.unit}
          display={display}
          selected={picked}
          onSelect={list.select}
          onEdit={(price) => dialog.open({ price, models: [price.model], original: [price.model] })}
          onDelete={(price) => askDelete([price.model])}
        />
      ) : (
        <PriceGroupTable
          groups={pageOfRows(groups, query.page, query.size)}
          owners={owners}
          unit={query.unit}
          display={display}
          onEdit={(group) => dialog.open({ price: group.price, models: group.models, original: group.models })}
          onDelete={(group) => askDelete(group.models)}
        />
      )}
      <ListPager state={state} query={query} total={total} sizes={PRICING_PAGE_SIZES} />
      <Hosted dialog={dialog.current}>
        {({ price, models, original }) => (
          <PriceDialog
            key={original.join('\n') || 'new'}
            price={price}
            models={models}
            original={original}
            modelOptions={modelList ?? prices.map((price) => price.model)}
            owners={owners}
            quotaPerUnit={site.quotaPerUnit}
            unit={query.unit}
            onSave={mutations.save}
            onClose={dialog.close}
          />
        )}
      </Hosted>
      <Hosted dialog={syncing || null}>
        {() => <SyncDialog prices={prices} onSync={mutations.sync} onClose={() => setSyncing(false)} />}
      </Hosted>
      {list.confirm.dialog}
    </Card>
  );
}
