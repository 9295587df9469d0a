import { z } from 'zod/mini';
import type { ApiClient } from '#shared/api/client.ts';
import { BUDGETS_API, BudgetPageSchema, OwnBudgetsSchema } from '#shared/api/schemas/budgets.ts';
import type { Budget, BudgetInput } from '#shared/api/schemas/budgets.ts';

/**
 * The budgets a page shows beside its keys, or why there are none: `off` (the console has no
 * admin token at the gateway), `down` (the console's store did not answer: the page still
 * renders, its budget cells say so). Never rejects, so a page that only shows budgets beside
 * something else keeps working while the store is down. `now` is read here, in the loader, so
 * the server and the hydrating browser count down from the same time.
 */
export type BudgetsState =
  { kind: 'on'; byToken: Record<number, Budget>; now: number } | { kind: 'off' } | { kind: 'down'; message: string };

function byToken(budgets: readonly Budget[]): Record<number, Budget> {
  return Object.fromEntries(budgets.map((budget) => [budget.token_id, budget]));
}

async function settleBudgets(load: () => Promise<{ available: boolean; budgets: Budget[] }>): Promise<BudgetsState> {
  try {
    const answer = await load();
    return answer.available ? { kind: 'on', byToken: byToken(answer.budgets), now: Date.now() } : { kind: 'off' };
  } catch (error) {
    return { kind: 'down', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The signed-in user's own budgets. */
export function loadOwnBudgets(api: ApiClient): Promise<BudgetsState> {
  return settleBudgets(() => api.get(`${BUDGETS_API}/self`, OwnBudgetsSchema));
}

/** The budgets of these keys, for an admin's list of any user's keys. */
export function loadBudgetsOf(api: ApiClient, tokenIds: readonly number[]): Promise<BudgetsState> {
  if (tokenIds.length === 0) return settleBudgets(async () => ({ available: true, budgets: [] }));
  return settleBudgets(async () => {
    const page = await api.get(BUDGETS_API, BudgetPageSchema, { token_ids: tokenIds.join(',') });
    return { available: page.available, budgets: page.data };
  });
}

/** Sets a key's budget (the console applies it to the key at once). */
export async function saveBudget(api: ApiClient, tokenId: number, input: BudgetInput): Promise<void> {
  await api.put(`${BUDGETS_API}/${tokenId}`, input, z.unknown());
}

/** Takes a key's budget off (the key keeps what it has). */
export async function removeBudget(api: ApiClient, tokenId: number): Promise<void> {
  await api.delete(`${BUDGETS_API}/${tokenId}`, z.unknown());
}
