import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { PaymentGateway, PaymentGatewayInput } from '#shared/api/schemas/payment-gateway.ts';
import { useToast } from '#client/components/toast/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
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
  const { t } = useTranslation(['payment_gateway', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();
  const fail = (error: unknown) => toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });

  /** Creates or edits; answers the gateway's refusal (the dialog keeps the form), or null. */
  async function save(change: PaymentGatewayInput | FormEdit<PaymentGatewayInput>): Promise<string | null> {
    const editing = 'after' in change;
    const name = editing ? change.after.name : change.name;
    try {
      if (editing) await sendPaymentEdit(browserApi(), change);
      else await browserApi().post('/api/payment/', change, z.unknown());
    } catch (error) {
      return errorMessage(error, t);
    }
    toast.show(t(editing ? 'payment_gateway:toast.saved' : 'payment_gateway:toast.created', { name }), {
      severity: 'success',
    });
    await revalidator.revalidate();
    return null;
  }

  async function update(gateway: PaymentGateway, change: Partial<Pick<PaymentGatewayInput, 'enable' | 'sort'>>): Promise<void> {
    try {
      await sendPaymentEdit(browserApi(), { before: gatewayWith(gateway, {}), after: gatewayWith(gateway, change) });
      toast.show(t('payment_gateway:toast.saved', { name: gateway.name }), { severity: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      await revalidator.revalidate();
    }
  }

  async function deleteOne(gateway: PaymentGateway): Promise<void> {
    try {
      await browserApi().delete(`/api/payment/${gateway.id}`, z.unknown());
      toast.show(t('payment_gateway:toast.deleted', { name: gateway.name }), { severity: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      await revalidator.revalidate();
    }
  }

  return {
    save,
    toggle: (gateway: PaymentGateway, enable: boolean) => update(gateway, { enable }),
    setSort: (gateway: PaymentGateway, sort: number) => update(gateway, { sort }),
    deleteOne,
  };
}
