import { z } from 'zod/mini';
import { TOKEN_STATUS } from '#shared/api/schemas/key.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';

/** Enable/disable and delete, each with a toast and a fresh list; refusals show the gateway's message. */
export function useKeyMutations() {
  const { t, attempt } = useAdminActions(['key']);

  // The gateway refuses to re-enable an expired or exhausted key and says why; the switch goes back.
  const setEnabled = (token: Token, enabled: boolean): Promise<boolean> =>
    attempt(
      () =>
        browserApi().put(
          '/api/token/?status_only=true',
          { id: token.id, status: enabled ? TOKEN_STATUS.enabled : TOKEN_STATUS.disabled },
          z.unknown(),
        ),
      () => t(enabled ? 'key:toast.enabled' : 'key:toast.disabled'),
    );

  const remove = (token: Token): Promise<boolean> =>
    attempt(
      () => browserApi().delete(`/api/token/${token.id}`, z.unknown()),
      () => t('key:toast.deleted'),
    );

  return { setEnabled, remove };
}
