import type { Kysely, Selectable } from 'kysely';
import type { BudgetTable, BudgetWindowTable, StoreSchema } from '#server/store/schema.ts';

export type Budget = Selectable<BudgetTable>;
export type BudgetWindow = Selectable<BudgetWindowTable>;
type Db = Kysely<StoreSchema>;

/** Windows older than this are pruned: the pages show the current one only. */
export const WINDOW_RETENTION_MS = 62 * 24 * 60 * 60 * 1000;

export function getBudget(db: Db, tokenId: number): Promise<Budget | undefined> {
  return db.selectFrom('budgets').selectAll().where('token_id', '=', tokenId).executeTakeFirst();
}

export function budgetsOfUser(db: Db, userId: number): Promise<Budget[]> {
  return db.selectFrom('budgets').selectAll().where('user_id', '=', userId).orderBy('token_id').execute();
}

/** The budgets of these keys (an admin list of keys shows theirs). */
export function budgetsOf(db: Db, tokenIds: readonly number[]): Promise<Budget[]> {
  if (tokenIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('budgets')
    .selectAll()
    .where('token_id', 'in', [...tokenIds])
    .orderBy('token_id')
    .execute();
}

/** One page of every budget (the admin page), by key id. */
export async function pageOfBudgets(db: Db, page: number, size: number): Promise<{ rows: Budget[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('budgets')
      .selectAll()
      .orderBy('token_id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('budgets')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Budgets after `afterTokenId`, by key id: the job walks them all in such pages. */
export function budgetsAfter(db: Db, afterTokenId: number, size: number): Promise<Budget[]> {
  return db.selectFrom('budgets').selectAll().where('token_id', '>', afterTokenId).orderBy('token_id').limit(size).execute();
}

export async function saveBudget(db: Db, budget: Budget): Promise<void> {
  const { token_id: _id, created_at: _created, ...changes } = budget;
  await db
    .insertInto('budgets')
    .values(budget)
    .onConflict((conflict) => conflict.column('token_id').doUpdateSet(changes))
    .execute();
}

/** Removes a key's budget and its windows (the key keeps what it has). */
export async function deleteBudget(db: Db, tokenId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('budget_windows').where('token_id', '=', tokenId).execute();
    const deleted = await trx.deleteFrom('budgets').where('token_id', '=', tokenId).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  });
}

/** The newest window of each key (its current one once the job or a save has reset it). */
export async function latestWindows(db: Db, tokenIds: readonly number[]): Promise<Map<number, BudgetWindow>> {
  const latest = new Map<number, BudgetWindow>();
  if (tokenIds.length === 0) return latest;
  const rows = await db
    .selectFrom('budget_windows')
    .selectAll()
    .where('token_id', 'in', [...tokenIds])
    .where('state', '=', 'done')
    .orderBy('window_start', 'desc')
    .execute();
  for (const row of rows) if (!latest.has(row.token_id)) latest.set(row.token_id, row);
  return latest;
}

/** `token_id:window_start` of the windows already reset among these keys since `since`. */
export async function doneWindows(db: Db, tokenIds: readonly number[], since: number): Promise<Set<string>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('budget_windows')
    .select(['token_id', 'window_start'])
    .where('token_id', 'in', [...tokenIds])
    .where('state', '=', 'done')
    .where('window_start', '>=', since)
    .execute();
  return new Set(rows.map((row) => `${row.token_id}:${row.window_start}`));
}

export type Claim = 'claimed' | 'taken';

export interface WindowClaim {
  tokenId: number;
  windowStart: number;
  amount: number;
  holder: string;
  /** The real time (ms): how old another holder's pending claim is. */
  wallNow: number;
  /** A pending claim of another holder is taken over once it is this old (its holder died or lost the lease). */
  staleMs: number;
}

/**
 * Claims a key's window for its reset before the gateway is asked: the insert succeeds for one
 * claimant only (the primary key), so two processes can never both reset it. A claim left
 * `pending` is taken up again by its own holder at its next turn (the gateway refused), or by
 * another once it is `staleMs` old (its holder died between the claim and the record).
 */
export async function claimWindow(db: Db, claim: WindowClaim): Promise<Claim> {
  const row = {
    token_id: claim.tokenId,
    window_start: claim.windowStart,
    state: 'pending' as const,
    amount: claim.amount,
    used_at_start: 0,
    holder: claim.holder,
    attempts: 1,
    error: null,
    updated_at: claim.wallNow,
  };
  const inserted = await db
    .insertInto('budget_windows')
    .values(row)
    .onConflict((conflict) => conflict.columns(['token_id', 'window_start']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 'claimed';
  const retaken = await db
    .updateTable('budget_windows')
    .set((eb) => ({ holder: claim.holder, amount: claim.amount, attempts: eb('attempts', '+', 1), updated_at: claim.wallNow }))
    .where('token_id', '=', claim.tokenId)
    .where('window_start', '=', claim.windowStart)
    .where('state', '=', 'pending')
    .where((where) => where.or([where('holder', '=', claim.holder), where('updated_at', '<', claim.wallNow - claim.staleMs)]))
    .executeTakeFirst();
  return Number(retaken.numUpdatedRows) === 1 ? 'claimed' : 'taken';
}

/** The window's reset went through: `usedAtStart` is the key's used_quota at that moment (`wallNow`: real ms). */
export async function finishWindow(db: Db, tokenId: number, windowStart: number, usedAtStart: number, wallNow: number): Promise<void> {
  await db
    .updateTable('budget_windows')
    .set({ state: 'done', used_at_start: usedAtStart, error: null, updated_at: wallNow })
    .where('token_id', '=', tokenId)
    .where('window_start', '=', windowStart)
    .execute();
}

/** The gateway refused the reset: the claim stays pending with the reason, and the next turn tries again. */
export async function failWindow(db: Db, tokenId: number, windowStart: number, error: string): Promise<void> {
  await db
    .updateTable('budget_windows')
    .set({ error: error.slice(0, 500) })
    .where('token_id', '=', tokenId)
    .where('window_start', '=', windowStart)
    .execute();
}

/** A save's reset of the current window: recorded as done at once (insert or replace). */
export async function recordWindow(db: Db, window: BudgetWindow): Promise<void> {
  const { token_id: _id, window_start: _start, ...changes } = window;
  await db
    .insertInto('budget_windows')
    .values(window)
    .onConflict((conflict) => conflict.columns(['token_id', 'window_start']).doUpdateSet(changes))
    .execute();
}

export async function pruneWindows(db: Db, before: number): Promise<void> {
  await db.deleteFrom('budget_windows').where('window_start', '<', before).execute();
}
