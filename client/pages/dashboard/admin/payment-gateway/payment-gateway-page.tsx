import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { PaymentGatewayPageSchema, configWithoutSecrets } from '#shared/api/schemas/payment-gateway.ts';
import type { PaymentGateway } from '#shared/api/schemas/payment-gateway.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { loadStatus } from '#client/routing/loader-helpers.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { PAYMENT_LIST_STATE, PAYMENT_PAGE_SIZES, paymentApiQuery } from './payment-list-state.ts';
import { PaymentTable } from './payment-table.tsx';
import { PaymentToolbar } from './payment-toolbar.tsx';
import { usePaymentMutations } from './use-payment-mutations.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { deleteQuestion, useListPage } from '#client/components/admin-kit/use-list-page.ts';

// The form (react-hook-form, the resolver) and the confirmation load when first opened.
const PaymentDialog = lazyNamed(() => import('./payment-dialog.tsx'), 'PaymentDialog');

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, PAYMENT_LIST_STATE);
  // A failure (404 on a gateway without payments, a refusal) is the dashboard boundary's to explain.
  const [page, site] = await Promise.all([
    api.get('/api/payment/', PaymentGatewayPageSchema, paymentApiQuery(query)),
    loadStatus(args.context),
  ]);
  redirectPastLastPage(url, PAYMENT_LIST_STATE, query, page.total_count);
  // Secrets are write-only: whatever a gateway sends in `config`, no secret goes into the page's data.
  const gateways = page.data.map((gateway) => ({ ...gateway, config: configWithoutSecrets(gateway.type, gateway.config) }));
  return { query, gateways, total: page.total_count, serverAddress: site?.server_address ?? '' };
}

/** The form's gateway, null for a new one. */
type DialogState = { gateway: PaymentGateway | null };

/**
 * Payment gateways (spec §2 `payment`, admin): filters in the URL, the enable switch and the
 * sort edited in place, create / edit with the per-type configuration as form fields, and
 * delete after a confirmation. Each gateway's uuid and callback URL are shown to paste at the
 * provider; without a callback domain and a ServerAddress, a warning says orders would stay pending.
 */
export function Component() {
  const { t } = useTranslation('payment_gateway');
  const data = useLoaderData<typeof loader>();
  const state = useUrlState(PAYMENT_LIST_STATE);
  const mutations = usePaymentMutations();
  const dialog = useDialogHost<DialogState>();
  const list = useListPage({ rows: data.gateways, idOf: (gateway) => gateway.id, cancelLabel: t('delete.cancel') });
  const unreachable = data.serverAddress.trim() === '' && data.gateways.some((gateway) => gateway.notify_domain.trim() === '');

  const askDelete = (gateway: PaymentGateway) =>
    list.askDestructive(deleteQuestion(t, { name: gateway.name }), () => mutations.deleteOne(gateway));

  return (
    <Card variant="outlined">
      {unreachable ? (
        <Alert severity="error" sx={{ m: 2, mb: 0 }} data-testid="payment-unreachable">
          {t('callback.noServerAddress')}
        </Alert>
      ) : null}
      <PaymentToolbar state={state} onCreate={() => dialog.open({ gateway: null })} />
      <PaymentTable
        gateways={data.gateways}
        serverAddress={data.serverAddress}
        order={data.query.order}
        onSort={sortBy(state)}
        onToggle={mutations.toggle}
        onSortValue={mutations.setSort}
        onEdit={(gateway) => dialog.open({ gateway })}
        onDelete={askDelete}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={PAYMENT_PAGE_SIZES} />
      <Hosted dialog={dialog.current}>
        {({ gateway }) => (
          <PaymentDialog
            key={gateway?.id ?? 'new'}
            gateway={gateway}
            serverAddress={data.serverAddress}
            onSave={mutations.save}
            onClose={dialog.close}
          />
        )}
      </Hosted>
      {list.confirm.dialog}
    </Card>
  );
}
