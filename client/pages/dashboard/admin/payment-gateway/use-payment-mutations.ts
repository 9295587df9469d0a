import { z } from 'zod/mini';
import type { PaymentGateway, PaymentGatewayInput } from '#shared/api/schemas/payment-gateway.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { gatewayWith } from './payment-form.ts';

/** A payment gateway edit (the dialog's, the list's enable and sort): over the gateway as stored. */
export async function sendPaymentEdit(api: ApiClient, { before, after }: FormEdit<PaymentGatewayInput>): Promise<void> {
  await api.put('/api/payment/', await overStored(`/api/payment/${after.id ?? 0}`, before, after, [], api), z.unknown());
}

/**
 * The gateway list's changes, each followed by a toast and a fresh list; refusals show the
 * gateway's message. The inline enable and sort send the whole gateway back (upstream has one
 * PUT for every edit, and it overwrites every column). Every edit goes over the gateway as it is
 * stored (`overStored`), so what the form does not show (config keys it does not know, the
 * creation time, a newer one-hub's columns) stays. A secret left empty keeps the stored one: the double does so itself, and
 * for upstream, which stores `config` as sent, the console's proxy fills it in on the way
 * (`server/plugins/proxy/stored-secrets.ts`), so no secret ever reaches the browser.
 */
export function usePaymentMutations() {
  const { t, act, save: saveForm } = useAdminActions(['payment_gateway']);

  /** Creates or edits; answers the gateway's refusal (the dialog keeps the form), or null. */
  function save(change: PaymentGatewayInput | FormEdit<PaymentGatewayInput>): Promise<string | null> {
    const editing = 'after' in change;
    const name = editing ? change.after.name : change.name;
    return saveForm(
      () => (editing ? sendPaymentEdit(browserApi(), change) : browserApi().post('/api/payment/', change, z.unknown())),
      () => t(editing ? 'payment_gateway:toast.saved' : 'payment_gateway:toast.created', { name }),
    );
  }

  const update = (gateway: PaymentGateway, change: Partial<Pick<PaymentGatewayInput, 'enable' | 'sort'>>) =>
    act(
      () => sendPaymentEdit(browserApi(), { before: gatewayWith(gateway, {}), after: gatewayWith(gateway, change) }),
      () => t('payment_gateway:toast.saved', { name: gateway.name }),
    );

  const deleteOne = (gateway: PaymentGateway) =>
    act(
      () => browserApi().delete(`/api/payment/${gateway.id}`, z.unknown()),
      () => t('payment_gateway:toast.deleted', { name: gateway.name }),
    );

  return {
    save,
    toggle: (gateway: PaymentGateway, enable: boolean) => update(gateway, { enable }),
    setSort: (gateway: PaymentGateway, sort: number) => update(gateway, { sort }),
    deleteOne,
  };
}
