import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { PaymentGatewaySchema, keepStoredSecrets } from '../../../../shared/api/schemas/payment-gateway.ts';
import type { PaymentGateway, PaymentGatewayInput } from '../../../../shared/api/schemas/payment-gateway.ts';
import { useToast } from '../../../components/toast/toast-context.ts';
import { errorMessage } from '../../../forms/error-message.ts';
import { browserApi } from '../../../session/credentials.ts';
import { gatewayWith } from './payment-form.ts';

/**
 * The gateway list's changes, each followed by a toast and a fresh list; refusals show the
 * gateway's message. The inline enable and sort send the whole gateway back (upstream has one
 * PUT for every edit); every edit's empty secrets are the stored ones (`withStoredSecrets`).
 */
export function usePaymentMutations() {
  const { t } = useTranslation(['payment_gateway', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();
  const fail = (error: unknown) => toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });

  /**
   * An edit with the secrets left empty filled from the stored gateway, read just before: the
   * double keeps empty secrets itself, but upstream stores `config` as sent and would lose them.
   * Nothing of it is kept in the page.
   */
  async function withStoredSecrets(body: PaymentGatewayInput): Promise<PaymentGatewayInput> {
    if (body.id === undefined) return body;
    const stored = await browserApi().get(`/api/payment/${body.id}`, PaymentGatewaySchema);
    return { ...body, config: keepStoredSecrets(body.type, body.config, stored) };
  }

  /** Creates (no id) or edits; answers the gateway's refusal (the dialog keeps the form), or null. */
  async function save(body: PaymentGatewayInput): Promise<string | null> {
    try {
      if (body.id === undefined) await browserApi().post('/api/payment/', body, z.unknown());
      else await browserApi().put('/api/payment/', await withStoredSecrets(body), z.unknown());
    } catch (error) {
      return errorMessage(error, t);
    }
    toast.show(t(body.id === undefined ? 'payment_gateway:toast.created' : 'payment_gateway:toast.saved', { name: body.name }), {
      severity: 'success',
    });
    await revalidator.revalidate();
    return null;
  }

  async function update(gateway: PaymentGateway, change: Partial<Pick<PaymentGatewayInput, 'enable' | 'sort'>>): Promise<void> {
    try {
      await browserApi().put('/api/payment/', await withStoredSecrets(gatewayWith(gateway, change)), z.unknown());
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
