import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CURRENCIES, PAYMENT_TYPES } from '#shared/api/schemas/payment-gateway.ts';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import type { PaymentListQuery } from './payment-list-state.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

const UUID_SX = { minWidth: 160, maxWidth: { md: 240 } } as const;

/**
 * The name search, the uuid (whole; the list follows a pause in typing), type and currency
 * filters, refresh and "new gateway". Everything lives in the URL.
 */
export function PaymentToolbar({ state, onCreate }: { state: UrlState<PaymentListQuery>; onCreate(): void }) {
  const { t } = useTranslation('payment_gateway');
  const any = { value: '', label: t('filters.any') };
  return (
    <ListSearchBar
      state={state}
      field="name"
      padded
      onCreate={onCreate}
      createTestId="payment-create"
      labels={toolbarLabels(t, ['create'])}
    >
      <OutlinedInput
        size="small"
        name="uuid"
        value={state.draft.uuid}
        placeholder={t('filters.uuid')}
        inputProps={{ 'aria-label': t('filters.uuid') }}
        onChange={(event) => state.set({ uuid: event.target.value.trim() }, { debounce: true })}
        sx={UUID_SX}
      />
      <ListFilter
        label={t('filters.type')}
        name="type"
        value={state.draft.type}
        options={[any, ...PAYMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
        onChange={(value) => state.set({ type: PAYMENT_TYPES.find((type) => type === value) ?? '' })}
      />
      <ListFilter
        label={t('filters.currency')}
        name="currency"
        value={state.draft.currency}
        options={[any, ...PAYMENT_CURRENCIES.map((currency) => ({ value: currency, label: currency }))]}
        onChange={(value) => state.set({ currency: PAYMENT_CURRENCIES.find((currency) => currency === value) ?? '' })}
      />
    </ListSearchBar>
  );
}
