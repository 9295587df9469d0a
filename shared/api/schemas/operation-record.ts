import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/**
 * What changed, as the audit page shows it: the target's fields before and after the change
 * (only the fields the change touched; secrets replaced by `SECRET_MASK`), and the admin's
 * remark when the action takes one (a quota change). A creation has no `before`, a deletion no
 * `after`.
 */
export const OperationDetailSchema = z.object({
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  remark: z.optional(z.string()),
});
/** The before/after of one operation record. */
export type OperationDetail = z.infer<typeof OperationDetailSchema>;

/**
 * One operation record (extensions.md, "Operation records"): who (`user_id`, `username`, `ip`)
 * did what (`action`, e.g. `user.quota`, `channel.delete`) to which object (`target_type`,
 * `target_id`) and when (`created_at`, Unix seconds). The gateway writes one for every admin
 * change; `GET /api/operation_record/` pages them, newest first.
 */
export const OperationRecordSchema = z.object({
  id: z.int(),
  created_at: z.int(),
  user_id: z.int(),
  username: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  detail: OperationDetailSchema,
  ip: z.string(),
});
/** One audit row. */
export type OperationRecord = z.infer<typeof OperationRecordSchema>;

/** What replaces a secret's value in a record: the record says a secret changed, never what it is. */
export const SECRET_MASK = '••••••';

/**
 * A page of records (`GET /api/operation_record/`), with `retention`, how many records the
 * gateway keeps (absent when the gateway does not say).
 */
export const OperationRecordPageSchema = z.extend(pageOf(OperationRecordSchema), { retention: z.optional(z.int()) });
/** A page of audit rows. */
export type OperationRecordPage = z.infer<typeof OperationRecordPageSchema>;

/** The orders the record list takes (`order=-created_at`…); none means newest first. */
export const OPERATION_RECORD_ORDER_FIELDS = ['id', 'created_at', 'user_id', 'action'] as const;
