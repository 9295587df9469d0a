import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '#shared/api/schemas/billing.ts';
import type { PaymentGateway } from '#shared/api/schemas/order-admin.ts';
import { ORDER_LIST_STATE, orderExportUrl } from '#shared/orders/order-filters.ts';
import type { OrderListQuery } from '#shared/orders/order-filters.ts';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import { FilterBar, FilterRefreshButton, FilterResetButton } from '#client/components/list-toolbar/filter-bar.tsx';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { IdFilterField, SelectField, TextFilterField, TimeRangeFields, filterBinder } from '#client/components/task-kit/filter-fields.tsx';

/**
 * User, gateway, trade number, gateway number, status and the time range, all in the URL; reset,
 * refresh and the CSV export of the same filter. The gateway is picked by name when the gateway
 * list could be read, else typed as an id.
 */
export function OrderFilterBar({ state, gateways }: { state: UrlState<OrderListQuery>; gateways: readonly PaymentGateway[] | null }) {
  const { t } = useTranslation('order');
  const { draft } = state;
  const bind = filterBinder(state, 'order');
  const any = { value: '' as const, label: t('filter.any') };
  return (
    <FilterBar
      testId="order-filters"
      wrapActions
      actions={
        <>
          <FilterResetButton
            label={t('filter.reset')}
            canReset={hasActiveState(ORDER_LIST_STATE, draft, ['order'])}
            onReset={() => state.reset(['size'])}
            testId="order-filter-reset"
          />
          <FilterRefreshButton label={t('filter.refresh')} />
          {/* A plain download: the console streams the CSV page by page from the gateway. */}
          <Button
            variant="text"
            startIcon={<ActionIcon name="download" />}
            href={orderExportUrl(draft)}
            download
            data-testid="order-export"
          >
            {t('filter.export')}
          </Button>
        </>
      }
    >
      <IdFilterField label={t('filter.user')} {...bind('userId', 'user_id')} />
      {gateways ? (
        <SelectField
          label={t('filter.gateway')}
          value={draft.gatewayId === null ? '' : String(draft.gatewayId)}
          options={[any, ...gateways.map((gateway) => ({ value: String(gateway.id), label: `${gateway.name} (#${gateway.id})` }))]}
          testId="order-filter-gateway_id"
          onChange={(value) => state.set({ gatewayId: Number(value) || null })}
        />
      ) : (
        <IdFilterField label={t('filter.gatewayId')} {...bind('gatewayId', 'gateway_id')} />
      )}
      <TextFilterField label={t('filter.tradeNo')} {...bind('tradeNo', 'trade_no')} />
      <TextFilterField label={t('filter.gatewayNo')} {...bind('gatewayNo', 'gateway_no')} />
      <SelectField
        label={t('filter.status')}
        options={[any, ...ORDER_STATUS.map((value) => ({ value, label: t(`status.${value}`) }))]}
        {...bind('status', 'status', { debounce: false })}
      />
      <TimeRangeFields state={state} labels={{ start: t('filter.start'), end: t('filter.end') }} testIdPrefix="order" />
    </FilterBar>
  );
}
