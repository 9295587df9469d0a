import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { TOKEN_STATUS } from '#shared/api/schemas/token.ts';
import type { Token } from '#shared/api/schemas/token.ts';
import { useToast } from '#client/components/toast/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';

/** Enable/disable and delete, each with a toast and a fresh list; refusals show the gateway's message. */
export function useKeyMutations() {
  const { t } = useTranslation(['token', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();

  async function setEnabled(token: Token, enabled: boolean): Promise<boolean> {
    const status = enabled ? TOKEN_STATUS.enabled : TOKEN_STATUS.disabled;
    try {
      await browserApi().put('/api/token/?status_only=true', { id: token.id, status }, z.unknown());
      toast.show(t(enabled ? 'token:toast.enabled' : 'token:toast.disabled'), { severity: 'success' });
      return true;
    } catch (error) {
      // The gateway refuses to re-enable an expired or exhausted key and says why.
      toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });
      return false;
    } finally {
      await revalidator.revalidate();
    }
  }

  async function remove(token: Token): Promise<boolean> {
    try {
      await browserApi().delete(`/api/token/${token.id}`, z.unknown());
      toast.show(t('token:toast.deleted'), { severity: 'success' });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });
      return false;
    }
  }

  return { setEnabled, remove };
}
