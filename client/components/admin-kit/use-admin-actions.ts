import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Namespace } from '#shared/i18n/settings.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { runBatch } from './run-batch.ts';
import type { BatchOutcome } from './run-batch.ts';

/** How long a refusal stays up: longer than a success, it has to be read. */
const REFUSAL_MS = 6000;
const PARTLY_MS = 8000;

/**
 * THE way an admin list writes: each write ends in a toast (success, or the gateway's refusal
 * in the reader's language) and the list read again (`revalidate`), so what is shown is what the
 * gateway holds. A form's save gives the refusal back instead, for the form to show by its fields.
 */
export function useAdminActions(namespaces: readonly Namespace[]) {
  const { t } = useTranslation([...namespaces, 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();
  const messageOf = (error: unknown) => errorMessage(error, t);

  /** A row or list action (its success text may use what the gateway answered); the list is read again whether it worked or not. */
  async function act<Result>(call: () => Promise<Result>, success: (result: Result) => string): Promise<void> {
    await attempt(call, success);
  }

  /** `act` that answers whether it worked, for a switch to settle on or a dialog to close. */
  async function attempt<Result>(call: () => Promise<Result>, success: (result: Result) => string): Promise<boolean> {
    try {
      toast.show(success(await call()), { severity: 'success' });
      return true;
    } catch (error) {
      toast.show(messageOf(error), { severity: 'error', duration: REFUSAL_MS });
      return false;
    } finally {
      await revalidator.revalidate();
    }
  }

  /**
   * A form's save: null once saved (toast, fresh list), else the gateway's refusal. `partial`: a
   * save of several calls that a refusal may stop half-way, so the list is read again either way.
   */
  async function save(call: () => Promise<unknown>, success: () => string, { partial = false } = {}): Promise<string | null> {
    try {
      await call();
    } catch (error) {
      if (partial) await revalidator.revalidate();
      return messageOf(error);
    }
    toast.show(success(), { severity: 'success' });
    await revalidator.revalidate();
    return null;
  }

  /**
   * One call per item (`runBatch`), then one toast: `done` when all worked, else `partly` (told
   * the outcome and `done`'s text) as a warning, or an error when none did (a warning still with
   * `noneWorked: 'warning'`: the channel list's batches always said "partly"); then the list.
   */
  async function batch<T>(
    items: readonly T[],
    call: (item: T) => Promise<unknown>,
    done: (outcome: BatchOutcome) => string,
    partly: (outcome: BatchOutcome, done: string) => string,
    { noneWorked = 'error' }: { noneWorked?: 'error' | 'warning' } = {},
  ): Promise<BatchOutcome> {
    const outcome = await runBatch(items, call, messageOf);
    const text = done(outcome);
    if (outcome.failed === 0) toast.show(text, { severity: 'success' });
    else toast.show(partly(outcome, text), { severity: outcome.done === 0 ? noneWorked : 'warning', duration: PARTLY_MS });
    await revalidator.revalidate();
    return outcome;
  }

  /** The list read again, for a write that reports in its own way. */
  const revalidate = () => revalidator.revalidate();

  return { t, toast, act, attempt, save, batch, messageOf, revalidate };
}
