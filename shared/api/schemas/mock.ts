import { z } from 'zod/mini';

/**
 * One mail the bundled double would have sent. Only the double serves these (a real one-hub has
 * no outbox): `GET /api/_mock/outbox?email=` lets end-to-end tests read codes and reset links.
 */
export const OutboxMailSchema = z.discriminatedUnion('kind', [
  z.object({
    to: z.string(),
    kind: z.literal('verification'),
    /** The 6-digit code `/api/verification` mailed. */
    code: z.string().check(z.regex(/^\d{6}$/)),
    created_at: z.int(),
  }),
  z.object({
    to: z.string(),
    kind: z.literal('reset'),
    /** `<console origin>/user/reset?email=…&token=…`, or a relative `/user/reset?…` when the origin is unknown. */
    link: z.string(),
    created_at: z.int(),
  }),
]);
/** A recorded mail of the double. */
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** `/api/_mock/outbox` data: the address's mails, newest first. */
export const OutboxSchema = z.array(OutboxMailSchema);
/** The mails sent to one address. */
export type Outbox = z.infer<typeof OutboxSchema>;
