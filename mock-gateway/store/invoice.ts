import type { InvoiceDetailRow, InvoiceMonth } from '#shared/api/schemas/invoice.ts';
import { firstAtOrAfter, timeOrdered } from './log/time.ts';
import type { LogRecord } from './log/log.ts';
import type { MockStore } from './state.ts';

/** A stored bill row: one user's use of one model in one month (`date` = the month's first day). */
export interface InvoiceRecord extends InvoiceDetailRow {
  user_id: number;
}

/** A month named by a `YYYY-MM-DD` date of it: its key and its bounds in Unix seconds (UTC). */
export interface BillMonth {
  /** `YYYY-MM-01`, the `date` of its bills. */
  date: string;
  from: number;
  until: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function monthOf(year: number, monthIndex: number): BillMonth {
  const from = Date.UTC(year, monthIndex, 1) / 1000;
  const until = Date.UTC(year, monthIndex + 1, 1) / 1000;
  return { date: new Date(from * 1000).toISOString().slice(0, 10), from, until };
}

/** The month of a Unix time (UTC). */
export function monthAt(seconds: number): BillMonth {
  const day = new Date(seconds * 1000);
  return monthOf(day.getUTCFullYear(), day.getUTCMonth());
}

/** The month a `YYYY-MM-DD` date falls in, or null when it is not a real calendar date. */
export function parseBillDate(text: string): BillMonth | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (year < 1970 || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return null;
  return monthOf(year, month - 1);
}

/**
 * Upstream's monthly aggregation: the consume rows (type 2) of [from, until) summed per user,
 * month and model, ordered by user, month, model.
 */
export function aggregateBills(logs: LogRecord[], from: number, until: number): InvoiceRecord[] {
  const rows = new Map<string, InvoiceRecord>();
  const start = timeOrdered(logs) ? firstAtOrAfter(logs, from) : 0;
  // The month of the previous row, reused while the rows stay in it (they mostly come in time
  // order): a Date per row was most of seeding a store's bills.
  let month: BillMonth | undefined;
  for (let i = start; i < logs.length; i += 1) {
    const log = logs[i] as LogRecord;
    if (log.type !== 2 || log.created_at < from || log.created_at >= until) continue;
    if (!month || log.created_at < month.from || log.created_at >= month.until) month = monthAt(log.created_at);
    const date = month.date;
    const key = `${log.user_id}\u0000${date}\u0000${log.model_name}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        user_id: log.user_id,
        date,
        model_name: log.model_name,
        request_count: 0,
        quota: 0,
        prompt_tokens: 0,
        completion_tokens: 0,
        request_time: 0,
      };
      rows.set(key, row);
    }
    row.request_count += 1;
    row.quota += log.quota;
    row.prompt_tokens += log.prompt_tokens;
    row.completion_tokens += log.completion_tokens;
    row.request_time += log.request_time;
  }
  return [...rows.values()].sort(
    (a, b) => a.user_id - b.user_id || a.date.localeCompare(b.date) || a.model_name.localeCompare(b.model_name),
  );
}

/**
 * The bills a gateway that has run its monthly job would hold: every month before the current
 * one that has seeded logs, so the invoice page has content from the start.
 */
export function seedInvoices(logs: LogRecord[], nowSeconds: number): InvoiceRecord[] {
  return aggregateBills(logs, 0, monthAt(nowSeconds).from);
}

export type GenerateResult = { ok: true; before: number; after: number; users: number } | { ok: false; message: string };

/**
 * `POST /api/option/invoice/gen|update/:date`: (re)builds the bills of the month `date` falls in
 * from the logs. Only a month that is over; `gen` refuses a month that already has bills
 * (`update` replaces them).
 */
export function generateBills(store: MockStore, date: string, mode: 'gen' | 'update'): GenerateResult {
  const month = parseBillDate(date);
  if (!month) return { ok: false, message: 'invalid time format' };
  if (month.from >= monthAt(Math.floor(store.now() / 1000)).from)
    return { ok: false, message: 'invoice time cannot be later than or equal to current month' };
  const before = store.invoices.filter((row) => row.date === month.date).length;
  // Upstream's texts (controller/invoice.go GenInvoice, UpdateInvoice), found on the real one-hub.
  if (mode === 'gen' && before > 0) return { ok: false, message: 'invoice the month data already generated' };
  const fresh = aggregateBills(store.logs, month.from, month.until);
  store.invoices = [...store.invoices.filter((row) => row.date !== month.date), ...fresh].sort(
    (a, b) => a.user_id - b.user_id || a.date.localeCompare(b.date) || a.model_name.localeCompare(b.model_name),
  );
  return { ok: true, before, after: fresh.length, users: new Set(fresh.map((row) => row.user_id)).size };
}

function publicRow({ user_id: _owner, ...row }: InvoiceRecord): InvoiceDetailRow {
  return row;
}

/** A user's bills, one row per month (the sum of its models), in no particular order. */
export function userBills(store: MockStore, userId: number): InvoiceMonth[] {
  const months = new Map<string, InvoiceMonth>();
  for (const row of store.invoices) {
    if (row.user_id !== userId) continue;
    const month = months.get(row.date) ?? {
      date: row.date,
      request_count: 0,
      quota: 0,
      prompt_tokens: 0,
      completion_tokens: 0,
      request_time: 0,
    };
    month.request_count += row.request_count;
    month.quota += row.quota;
    month.prompt_tokens += row.prompt_tokens;
    month.completion_tokens += row.completion_tokens;
    month.request_time += row.request_time;
    months.set(row.date, month);
  }
  return [...months.values()];
}

/** A user's rows of one month, by model name; empty when that month has no bill for them. */
export function userBillDetail(store: MockStore, userId: number, month: BillMonth): InvoiceDetailRow[] {
  return store.invoices.filter((row) => row.user_id === userId && row.date === month.date).map(publicRow);
}
