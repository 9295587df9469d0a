import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/**
 * One month of `GET /api/user/invoice` (contract §2.3): the caller's usage of that month summed
 * over every model. `date` names the month; the double sends its first day (`2025-10-01`),
 * upstream's date column may arrive with a time part, so readers take the first 7 characters.
 */
export const InvoiceMonthSchema = z.object({
  date: z.string(),
  request_count: z.int(),
  quota: z.number(),
  prompt_tokens: z.int(),
  completion_tokens: z.int(),
  /** Summed request time of the logs, in milliseconds. */
  request_time: z.number(),
});
/** A monthly bill's totals. */
export type InvoiceMonth = z.infer<typeof InvoiceMonthSchema>;

/** `GET /api/user/invoice` data: the caller's bills, newest month first, paged (contract §1.4). */
export const InvoicePageSchema = z.extend(pageOf(InvoiceMonthSchema), {
  // model/statistics_month.go scans into a nil slice: `null` until a month has been billed.
  data: z.pipe(
    z.nullable(z.array(InvoiceMonthSchema)),
    z.transform((rows) => rows ?? []),
  ),
});
/** A page of monthly bills. */
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** One model's row of a month (`GET /api/user/invoice/detail?date=YYYY-MM-DD`). */
export const InvoiceDetailRowSchema = z.extend(InvoiceMonthSchema, { model_name: z.string() });
/** A model's usage within a monthly bill. */
export type InvoiceDetailRow = z.infer<typeof InvoiceDetailRowSchema>;

/** `GET /api/user/invoice/detail` data: the month's rows per model (empty when there is no bill). */
export const InvoiceDetailSchema = z.pipe(
  // model/statistics_month.go GetUserInvoiceDetail scans into a nil slice: `null` for a month without rows.
  z.nullable(z.array(InvoiceDetailRowSchema)),
  z.transform((rows) => rows ?? []),
);
/** A month's per-model rows. */
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;
