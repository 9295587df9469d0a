import { z } from 'zod/mini';
import type {
  Fapiao,
  FapiaoRequestInput,
  FapiaoReview,
  FapiaoTitle,
  FapiaoTitleInput,
  FapiaoTitleUpdate,
} from '#shared/api/schemas/fapiao.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';

/**
 * The page's changes, each followed by fresh data and a toast. Forms get the gateway's refusal
 * back (they stay open and show it); a row action shows it as a toast.
 */
export function useFapiaoMutations() {
  const { t, save, act } = useAdminActions(['fapiao']);
  const attempt = (change: () => Promise<unknown>, done: string) => save(change, () => done);
  const action = (change: () => Promise<unknown>, done: string) => act(change, () => done);

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
      action(() => browserApi().delete(`/api/fapiao/title/${title.id}`, z.unknown()), t('fapiao:toast.titleDeleted', { name: title.name })),
    request: (body: FapiaoRequestInput) => attempt(() => browserApi().post('/api/fapiao/', body, z.unknown()), t('fapiao:toast.requested')),
    cancel: (fapiao: Fapiao) => action(() => browserApi().delete(`/api/fapiao/${fapiao.id}`, z.unknown()), t('fapiao:toast.cancelled')),
    review: (fapiao: Fapiao, body: FapiaoReview) =>
      attempt(
        () => browserApi().put(`/api/fapiao/${fapiao.id}`, body, z.unknown()),
        t(body.status === 'issued' ? 'fapiao:toast.issued' : 'fapiao:toast.rejected', { id: fapiao.id }),
      ),
  };
}

/** What the page's parts call. */
export type FapiaoMutations = ReturnType<typeof useFapiaoMutations>;
