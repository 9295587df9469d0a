import { z } from 'zod/mini';
import { BUDGET_PERIODS } from '#shared/budgets/budget-window.ts';

/**
 * The console's own budget endpoints (server/budgets/budget-routes.ts), not the gateway's: the
 * browser calls them through the console's origin like `/api`, and a page render's loaders reach
 * them in the same process. They answer the gateway's `{success, message, data}` envelope, so
 * the one API client reads both.
 */
/** Where every endpoint of the console's own API lives (the proxy passes none of it to the gateway). */
export const CONSOLE_API_PREFIX = '/console-api/';
export const BUDGETS_API = `${CONSOLE_API_PREFIX}budgets`;

/** What the key form sends for a key's budget: quota per window, the window, the owner's zone. */
export const BudgetInputSchema = z.object({
  period: z.enum(BUDGET_PERIODS),
  /** Quota (the form converts the reader's currency); at most a trillion dollars' worth at the default rate. */
  amount: z.int().check(z.gte(1), z.lte(500_000_000_000_000)),
  time_zone: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type BudgetInput = z.infer<typeof BudgetInputSchema>;

/** A key's budget as pages show it, with its current window (times in ms). */
export const BudgetSchema = z.object({
  token_id: z.int(),
  user_id: z.int(),
  period: z.enum(BUDGET_PERIODS),
  amount: z.number(),
  time_zone: z.string(),
  window_start: z.number(),
  resets_at: z.number(),
  /** The key's used_quota when this window was reset (spent = used_quota − it); null until the job has reset it. */
  used_at_start: z.nullable(z.number()),
});
export type Budget = z.infer<typeof BudgetSchema>;

/** Why budgets are off: the console has no admin token at the gateway. */
export const BUDGETS_OFF = ['no-admin-token'] as const;

/** `GET /console-api/budgets/self`: the signed-in user's budgets. */
export const OwnBudgetsSchema = z.object({
  available: z.boolean(),
  off: z.optional(z.enum(BUDGETS_OFF)),
  budgets: z.array(BudgetSchema),
});
export type OwnBudgets = z.infer<typeof OwnBudgetsSchema>;

/** `GET /console-api/budgets?page=&size=` (admins): every budget, by key id. */
export const BudgetPageSchema = z.object({
  available: z.boolean(),
  off: z.optional(z.enum(BUDGETS_OFF)),
  data: z.array(BudgetSchema),
  total_count: z.int(),
});
export type BudgetPage = z.infer<typeof BudgetPageSchema>;
