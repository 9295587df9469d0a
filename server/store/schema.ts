/**
 * The console's own tables (server/store/migrations/ creates them). Times are Unix milliseconds
 * in BIGINT columns (read back as numbers on both dialects), quota amounts BIGINT like one-hub's.
 */
export interface StoreSchema {
  scheduler_leases: SchedulerLeaseTable;
  budgets: BudgetTable;
  budget_windows: BudgetWindowTable;
}

/** One row per lease name: who holds it until when (server/scheduler/lease.ts). */
export interface SchedulerLeaseTable {
  name: string;
  /** `host:pid:nonce` of the holding process. */
  holder: string;
  /** The holder's host name, so an SQLite file shared between hosts is noticed. */
  host: string;
  expires_at: number;
  renewed_at: number;
}

/** A key's budget: how much quota per window, and the zone in which its windows start. */
export interface BudgetTable {
  token_id: number;
  /** The key's owner when the budget was set (the admin page lists by it). */
  user_id: number;
  period: 'day' | 'week' | 'month';
  amount: number;
  time_zone: string;
  /** Who set it last (the owner, or an admin for any key). */
  updated_by: number;
  created_at: number;
  updated_at: number;
}

/**
 * One row per key and window start: the reset of that window, claimed before the gateway is
 * asked (`pending`) and `done` after, so a restart or a new leader never resets a window twice.
 */
export interface BudgetWindowTable {
  token_id: number;
  window_start: number;
  state: 'pending' | 'done';
  /** The budget the window started with. */
  amount: number;
  /** The key's `used_quota` when the window was reset: spent = used_quota now − this. */
  used_at_start: number;
  holder: string;
  attempts: number;
  /** The gateway's refusal of the last attempt, if any. */
  error: string | null;
  /** Real time (ms) of the claim or its record: how stale another holder's pending claim is. */
  updated_at: number;
}
