import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type {
  Fapiao,
  FapiaoRequestInput,
  FapiaoReview,
  FapiaoTitle,
  FapiaoTitleInput,
  FapiaoTitleUpdate,
} from '#shared/api/schemas/fapiao.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';

/**
 * The page's changes, each followed by fresh data and a toast. Forms get the gateway's refusal
 * back (they stay open and show it); a row action shows it as a toast.
 */
export function useFapiaoMutations() {
  const { t } = useTranslation(['fapiao', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();

  /** Runs a change; answers the gateway's refusal, or null when it was done (then toasts `done`). */
  async function attempt(change: () => Promise<unknown>, done: string): Promise<string | null> {
    try {
      await change();
    } catch (error) {
      return errorMessage(error, t);
    }
    toast.show(done, { severity: 'success' });
    await revalidator.revalidate();
    return null;
  }

  /** Like `attempt`, for a row action: a refusal is a toast, and the list is fetched again either way. */
  async function act(change: () => Promise<unknown>, done: string): Promise<void> {
    const refusal = await attempt(change, done);
    if (refusal === null) return;
    toast.show(refusal, { severity: 'error', duration: 6000 });
    await revalidator.revalidate();
  }

  return {
    saveTitle: (body: FapiaoTitleInput | FapiaoTitleUpdate) =>
      attempt(
        () =>
          'id' in body
            ? browserApi().put('/api/fapiao/title', body, z.unknown())
            : browserApi().post('/api/fapiao/title', body, z.unknown()),
        t('fapiao:toast.titleSaved', { name: body.name }),
      ),
    deleteTitle: (title: FapiaoTitle) =>
      act(() => browserApi().delete(`/api/fapiao/title/${title.id}`, z.unknown()), t('fapiao:toast.titleDeleted', { name: title.name })),
    request: (body: FapiaoRequestInput) => attempt(() => browserApi().post('/api/fapiao/', body, z.unknown()), t('fapiao:toast.requested')),
    cancel: (fapiao: Fapiao) => act(() => browserApi().delete(`/api/fapiao/${fapiao.id}`, z.unknown()), t('fapiao:toast.cancelled')),
    review: (fapiao: Fapiao, body: FapiaoReview) =>
      attempt(
        () => browserApi().put(`/api/fapiao/${fapiao.id}`, body, z.unknown()),
        t(body.status === 'issued' ? 'fapiao:toast.issued' : 'fapiao:toast.rejected', { id: fapiao.id }),
      ),
  };
}

/** What the page's parts call. */
export type FapiaoMutations = ReturnType<typeof useFapiaoMutations>;
