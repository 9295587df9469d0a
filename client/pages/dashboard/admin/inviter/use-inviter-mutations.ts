import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Inviter } from '#shared/api/schemas/inviter.ts';
import type { InviterRewardRule } from '#shared/billing/inviter-reward.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { ruleWrites } from './reward-rule.ts';

/**
 * The page's two writes, each followed by a toast and a fresh page: an inviter's adjustment
 * and the reward rule. A refusal is answered to the dialog (which keeps the form), not toasted.
 */
export function useInviterMutations() {
  const { t } = useTranslation(['inviter', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();

  /** Adjusts the pending rewards; answers the gateway's refusal, or null when done. */
  async function adjust(inviter: Inviter, quota: number, remark: string): Promise<string | null> {
    try {
      await browserApi().post(`/api/inviter/${inviter.id}/adjust`, { quota, remark }, z.unknown());
    } catch (error) {
      return errorMessage(error, t);
    }
    toast.show(t('inviter:toast.adjusted', { name: inviter.username }), { severity: 'success' });
    await revalidator.revalidate();
    return null;
  }

  /**
   * Saves the rule, one option per PUT (upstream's `/api/option/`). A refusal half-way leaves
   * the keys before it saved, so the page is reloaded either way to show what the gateway holds.
   */
  async function saveRule(current: InviterRewardRule, next: InviterRewardRule): Promise<string | null> {
    try {
      for (const write of ruleWrites(current, next)) await browserApi().put('/api/option/', write, z.unknown());
    } catch (error) {
      await revalidator.revalidate();
      return errorMessage(error, t);
    }
    toast.show(t('inviter:toast.ruleSaved'), { severity: 'success' });
    await revalidator.revalidate();
    return null;
  }

  return { adjust, saveRule };
}
