import type { TFunction } from 'i18next';
import { ROLE } from '#shared/access.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { User } from '#shared/api/schemas/user.ts';
import type { Budget as BudgetView, BudgetInput, BudgetPage, OwnBudgets } from '#shared/api/schemas/budgets.ts';
import { nextWindowStart, windowStart } from '#shared/budgets/budget-window.ts';
import { validTimeZone } from '#shared/format/date.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import type { ConsoleAnswer } from '#server/console-api/answer.ts';
import type { Clock } from '#server/scheduler/clock.ts';
import type { Store } from '#server/store/open-store.ts';
import {
  budgetsOf,
  budgetsOfUser,
  deleteBudget,
  getBudget,
  latestWindows,
  pageOfBudgets,
  recordWindow,
  saveBudget,
} from './budget-records.ts';
import type { Budget } from './budget-records.ts';
import { readKey, refillKey } from './gateway-keys.ts';

/** Who asks, as the session check found them, and in which language refusals are written. */
export interface BudgetCaller {
  user: User | null;
  t: TFunction;
}

export interface BudgetServiceOptions {
  store: Store;
  clock: Clock;
  /** The console's admin client at the gateway; null without GATEWAY_ADMIN_TOKEN (budgets are off). */
  adminApi: ApiClient | null;
}

const refuse = <T>(status: number, message: string): ConsoleAnswer<T> => ({ ok: false, status, message });

/** A budget with its current window; `usedAtStart` only when that window's reset is recorded. */
function viewOf(budget: Budget, now: number, latest: { window_start: number; used_at_start: number } | undefined): BudgetView {
  const start = windowStart(budget.period, budget.time_zone, now);
  return {
    token_id: budget.token_id,
    user_id: budget.user_id,
    period: budget.period,
    amount: budget.amount,
    time_zone: budget.time_zone,
    window_start: start,
    resets_at: nextWindowStart(budget.period, budget.time_zone, now),
    used_at_start: latest && latest.window_start === start ? latest.used_at_start : null,
  };
}

/**
 * The console's budgets as its API serves them (server/budgets/budget-routes.ts for the browser,
 * and in the same process for page loaders). A key's owner reads and sets its own keys' budgets,
 * an admin any key's; the key's owner is what the gateway says now (read with the console's
 * admin token), never what the request claims. The store being down is a 503 in the reader's
 * language, so a page that needs it says so and the others never ask.
 */
export function createBudgetService({ store, clock, adminApi }: BudgetServiceOptions) {
  async function views(budgets: Budget[]): Promise<BudgetView[]> {
    const now = clock.now();
    const latest = await latestWindows(
      store.db,
      budgets.map((budget) => budget.token_id),
    );
    return budgets.map((budget) => viewOf(budget, now, latest.get(budget.token_id)));
  }

  /** Runs a store-backed answer; a store failure becomes the reader's "store unavailable". */
  async function withStore<T>(caller: BudgetCaller, work: () => Promise<ConsoleAnswer<T>>): Promise<ConsoleAnswer<T>> {
    try {
      return await work();
    } catch (error) {
      // The gateway refused or could not be reached (its message in the reader's language); else the store failed.
      if (error instanceof ApiError) return refuse(502, translateGatewayMessage(error.message, caller.t));
      return refuse(503, caller.t('budgets:errors.storeDown'));
    }
  }

  /** The key, read at the gateway, if the caller may set its budget: its owner, or an admin. */
  async function keyFor(caller: BudgetCaller & { user: User }, tokenId: number, api: ApiClient) {
    const key = await readKey(api, tokenId);
    if (!key || (key.token.user_id !== caller.user.id && caller.user.role < ROLE.admin)) return null;
    return key;
  }

  return {
    async own(caller: BudgetCaller): Promise<ConsoleAnswer<OwnBudgets>> {
      if (!caller.user) return refuse(401, caller.t('budgets:errors.signIn'));
      const { user } = caller;
      if (!adminApi) return { ok: true, data: { available: false, off: 'no-admin-token', budgets: [] } };
      return withStore(caller, async () => ({
        ok: true,
        data: { available: true, budgets: await views(await budgetsOfUser(store.db, user.id)) },
      }));
    },

    /** Every budget a page at a time, or those of `tokenIds` (the admin key list's). */
    async page(caller: BudgetCaller, page: number, size: number, tokenIds?: readonly number[]): Promise<ConsoleAnswer<BudgetPage>> {
      if (!caller.user) return refuse(401, caller.t('budgets:errors.signIn'));
      if (caller.user.role < ROLE.admin) return refuse(403, caller.t('budgets:errors.adminOnly'));
      return withStore(caller, async () => {
        const { rows, total } = tokenIds
          ? await budgetsOf(store.db, tokenIds).then((found) => ({ rows: found, total: found.length }))
          : await pageOfBudgets(store.db, page, size);
        const off = adminApi ? {} : { off: 'no-admin-token' as const };
        return { ok: true, data: { available: adminApi !== null, ...off, data: await views(rows), total_count: total } };
      });
    },

    /**
     * Sets a key's budget and applies it to the current window at once: a new budget fills the
     * key to the amount; a changed one keeps what was spent in this window (remain = amount −
     * spent, at least 0). The gateway is written first, then the store: a failure in between
     * leaves the key filled and no budget, which the next save repairs.
     */
    async save(caller: BudgetCaller, tokenId: number, input: BudgetInput): Promise<ConsoleAnswer<BudgetView>> {
      const { user } = caller;
      if (!user) return refuse(401, caller.t('budgets:errors.signIn'));
      if (!adminApi) return refuse(503, caller.t(user.role >= ROLE.admin ? 'budgets:errors.noAdminTokenAdmin' : 'budgets:errors.off'));
      if (validTimeZone(input.time_zone) !== input.time_zone) return refuse(400, caller.t('budgets:errors.timeZone'));
      return withStore(caller, async () => {
        const key = await keyFor({ ...caller, user }, tokenId, adminApi);
        if (!key) return refuse(404, caller.t('budgets:errors.noKey'));
        const now = clock.now();
        const start = windowStart(input.period, input.time_zone, now);
        const [current] = (await latestWindows(store.db, [tokenId])).values();
        const sameWindow = current?.window_start === start;
        const usedAtStart = sameWindow ? current.used_at_start : key.token.used_quota;
        const remain = Math.max(0, input.amount - (key.token.used_quota - usedAtStart));
        await refillKey(adminApi, key, remain);
        const existing = await getBudget(store.db, tokenId);
        const budget: Budget = {
          token_id: tokenId,
          user_id: key.token.user_id,
          ...input,
          updated_by: user.id,
          created_at: existing?.created_at ?? now,
          updated_at: now,
        };
        // The window first, then the budget: a job turn running meanwhile never finds the budget
        // without this window's reset and refills the key a second time.
        const window = { window_start: start, used_at_start: usedAtStart };
        await recordWindow(store.db, {
          token_id: tokenId,
          ...window,
          state: 'done',
          amount: input.amount,
          holder: `save:${user.id}`,
          attempts: 1,
          error: null,
          updated_at: Date.now(),
        });
        await saveBudget(store.db, budget);
        return { ok: true, data: viewOf(budget, now, window) };
      });
    },

    /** Takes a key's budget off; the key keeps the quota it has now. */
    async remove(caller: BudgetCaller, tokenId: number): Promise<ConsoleAnswer<Record<string, never>>> {
      const { user } = caller;
      if (!user) return refuse(401, caller.t('budgets:errors.signIn'));
      if (!adminApi) return refuse(503, caller.t(user.role >= ROLE.admin ? 'budgets:errors.noAdminTokenAdmin' : 'budgets:errors.off'));
      return withStore(caller, async () => {
        // The owner as the store knows it, or the gateway's when the key still exists (a move).
        const budget = await getBudget(store.db, tokenId);
        if (!budget) return refuse(404, caller.t('budgets:errors.noBudget'));
        if (budget.user_id !== user.id && user.role < ROLE.admin && !(await keyFor({ ...caller, user }, tokenId, adminApi)))
          return refuse(404, caller.t('budgets:errors.noBudget'));
        await deleteBudget(store.db, tokenId);
        return { ok: true, data: {} };
      });
    },
  };
}

export type BudgetService = ReturnType<typeof createBudgetService>;
