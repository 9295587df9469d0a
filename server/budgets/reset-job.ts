import type { ApiClient } from '#shared/api/client.ts';
import { windowStart } from '#shared/budgets/budget-window.ts';
import { forEachLimited } from '#server/scheduler/for-each-limited.ts';
import type { Job, JobContext } from '#server/scheduler/scheduler.ts';
import {
  budgetsAfter,
  claimWindow,
  deleteBudget,
  doneWindows,
  failWindow,
  finishWindow,
  pruneWindows,
  saveBudget,
  WINDOW_RETENTION_MS,
} from './budget-records.ts';
import type { Budget } from './budget-records.ts';
import { readKey, refillKey } from './gateway-keys.ts';

/** Budgets read from the store at a time. */
const PAGE_SIZE = 500;
/** Keys reset at the same time: the gateway's writes are what a window start costs. */
const CONCURRENCY = 8;
/** A window starts at least a month ago (the longest period), which bounds the look-up of done ones. */
const LONGEST_WINDOW_MS = 31 * 24 * 60 * 60 * 1000;

/** What one turn did, logged and returned to the bench. */
export interface BudgetTurn {
  due: number;
  reset: number;
  failed: number;
  gone: number;
  gatewayReads: number;
  gatewayWrites: number;
}

/** The window start of a budget now, or null for a zone the runtime no longer knows (logged, skipped). */
function startOf(budget: Budget, now: number): number | null {
  try {
    return windowStart(budget.period, budget.time_zone, now);
  } catch {
    return null;
  }
}

/** Resets one key for its window: claim, read, refill, record; the claim stays pending on a failure. */
async function resetOne(context: JobContext, api: ApiClient, holder: string, budget: Budget, start: number, turn: BudgetTurn) {
  const { store, log } = context;
  const claim = await claimWindow(store.db, {
    tokenId: budget.token_id,
    windowStart: start,
    amount: budget.amount,
    holder,
    wallNow: Date.now(),
    staleMs: context.leaseMs,
  });
  if (claim === 'taken') return;
  try {
    const key = await readKey(api, budget.token_id);
    turn.gatewayReads += 1;
    if (!key) {
      // The key was deleted at the gateway: its budget has nothing left to do.
      await deleteBudget(store.db, budget.token_id);
      turn.gone += 1;
      log.info({ tokenId: budget.token_id }, 'budgets: the key is gone; its budget was removed');
      return;
    }
    const calls = { writes: 0 };
    await refillKey(api, key, budget.amount, calls);
    turn.gatewayWrites += calls.writes;
    await finishWindow(store.db, budget.token_id, start, key.token.used_quota, Date.now());
    // A key an admin moved to another user: its budget follows it to the new owner's pages.
    if (key.token.user_id !== budget.user_id) await saveBudget(store.db, { ...budget, user_id: key.token.user_id });
    turn.reset += 1;
  } catch (error) {
    turn.failed += 1;
    const reason = error instanceof Error ? error.message : String(error);
    await failWindow(store.db, budget.token_id, start, reason).catch(() => undefined);
    log.warn({ tokenId: budget.token_id, windowStart: start, reason }, 'budgets: reset failed; tried again next turn');
  }
}

export interface BudgetJobOptions {
  /** The console's admin client at the gateway; null without GATEWAY_ADMIN_TOKEN (the job then does nothing). */
  api: ApiClient | null;
  /** The scheduler's lease holder id, written into each claim. */
  holder: string;
  /** Called after each turn (the bench reads it). */
  onTurn?: (turn: BudgetTurn) => void;
}

/**
 * The budget job: at every turn, each budget whose current window (in its owner's zone) has no
 * reset recorded gets one: its key's remain_quota set to the budget and, if the gateway marked
 * it exhausted, re-enabled. A window missed during an outage is the current one when the
 * console is back, so it is caught up at the first turn; windows before it are not replayed
 * (only the current one can be spent in).
 */
export function budgetResetJob(options: BudgetJobOptions): Job {
  let warned = false;
  return {
    name: 'budget-reset',
    async run(context) {
      const { api } = options;
      if (!api) {
        if (!warned) context.log.warn('budgets: no GATEWAY_ADMIN_TOKEN, so no budget is reset');
        warned = true;
        return;
      }
      const turn: BudgetTurn = { due: 0, reset: 0, failed: 0, gone: 0, gatewayReads: 0, gatewayWrites: 0 };
      const { store, now } = context;
      for (let after = 0; ;) {
        const page = await budgetsAfter(store.db, after, PAGE_SIZE);
        if (page.length === 0) break;
        after = page[page.length - 1]?.token_id ?? after;
        const done = await doneWindows(
          store.db,
          page.map((budget) => budget.token_id),
          now - LONGEST_WINDOW_MS,
        );
        const due = page.flatMap((budget) => {
          const start = startOf(budget, now);
          return start === null || done.has(`${budget.token_id}:${start}`) ? [] : [{ budget, start }];
        });
        turn.due += due.length;
        await forEachLimited(due, CONCURRENCY, async ({ budget, start }) => {
          if (context.stillLeader()) await resetOne(context, api, options.holder, budget, start, turn);
        });
        if (!context.stillLeader()) break;
      }
      await pruneWindows(store.db, now - WINDOW_RETENTION_MS);
      if (turn.due > 0) context.log.info({ ...turn, windowOf: new Date(now).toISOString() }, 'budgets: windows reset');
      else context.log.debug({ ...turn }, 'budgets: turn');
      options.onTurn?.(turn);
    },
  };
}
