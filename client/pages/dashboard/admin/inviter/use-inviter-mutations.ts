import { z } from 'zod/mini';
import type { Inviter } from '#shared/api/schemas/inviter.ts';
import type { InviterRewardRule } from '#shared/billing/inviter-reward.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';
import { ruleWrites } from './reward-rule.ts';

/**
 * The page's two writes through the admin kit, each followed by a toast and a fresh page: an
 * inviter's adjustment and the reward rule. A refusal is answered to the dialog (which keeps the
 * form), not toasted.
 */
export function useInviterMutations() {
  const { t, save } = useAdminActions(['inviter']);

  /** Adjusts the pending rewards; answers the gateway's refusal, or null when done. */
  const adjust = (inviter: Inviter, quota: number, remark: string): Promise<string | null> =>
    save(
      () => browserApi().post(`/api/inviter/${inviter.id}/adjust`, { quota, remark }, z.unknown()),
      () => t('inviter:toast.adjusted', { name: inviter.username }),
    );

  /**
   * Saves the rule, one option per PUT (upstream's `/api/option/`). A refusal half-way leaves
   * the keys before it saved, so the page is reloaded either way to show what the gateway holds.
   */
  const saveRule = (current: InviterRewardRule, next: InviterRewardRule): Promise<string | null> =>
    save(
      async () => {
        for (const write of ruleWrites(current, next)) await browserApi().put('/api/option/', write, z.unknown());
      },
      () => t('inviter:toast.ruleSaved'),
      { partial: true },
    );

  return { adjust, saveRule };
}
