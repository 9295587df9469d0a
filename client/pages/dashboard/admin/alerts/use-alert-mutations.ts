import { z } from 'zod/mini';
import { ALERTS_API, TestResultSchema } from '#shared/api/schemas/alerts.ts';
import type { AlertRuleKind, Destination, DestinationInput, RuleInput } from '#shared/api/schemas/alerts.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';

/**
 * The alerts page's writes (the console's own API, not the gateway's), each followed by a toast
 * and the page read again; a form's save answers the refusal for the form to show.
 */
export function useAlertMutations() {
  const { t, toast, act, save, messageOf, revalidate } = useAdminActions(['alerts']);

  const saveRule = (kind: AlertRuleKind, input: RuleInput) =>
    save(
      () => browserApi().put(`${ALERTS_API}/rules/${kind}`, input, z.unknown()),
      () => t('alerts:rule.saved'),
    );

  const saveDestination = (destination: Destination | null, input: DestinationInput) =>
    save(
      () =>
        destination
          ? browserApi().put(`${ALERTS_API}/destinations/${destination.id}`, input, z.unknown())
          : browserApi().post(`${ALERTS_API}/destinations`, input, z.unknown()),
      () => t('alerts:destination.saved'),
    );

  const deleteDestination = (destination: Destination) =>
    act(
      () => browserApi().delete(`${ALERTS_API}/destinations/${destination.id}`, z.unknown()),
      () => t('alerts:destination.deleted'),
    );

  /** Sends a test now: the toast says whether the receiver took it, and why not; the log shows it. */
  async function test(destination: Destination): Promise<void> {
    try {
      const result = await browserApi().post(`${ALERTS_API}/destinations/${destination.id}/test`, {}, TestResultSchema);
      if (result.state === 'sent') toast.show(t('alerts:destination.testSent', { name: destination.name }), { severity: 'success' });
      else
        toast.show(t('alerts:destination.testFailed', { name: destination.name, reason: result.error ?? '' }), {
          severity: 'error',
          duration: 8000,
        });
    } catch (error) {
      toast.show(messageOf(error), { severity: 'error', duration: 6000 });
    }
    await revalidate();
  }

  return { saveRule, saveDestination, deleteDestination, test };
}
