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

/**
 * `POST /api/_mock/wechat/code?account=` data (double only, a real one-hub has no such route):
 * what the WeChat official account would reply to that follower, for tests that sign in or bind
 * with WeChat without reading the stand-in's page.
 */
export const MockWeChatCodeSchema = z.object({
  /** The WeChat user's id at the gateway's WeChat server (what `wechat_id` stores). */
  wechat_id: z.string().check(z.minLength(1)),
  /** Its nickname on the stand-in's page. */
  name: z.string(),
  /** The 6-digit verification code, valid three minutes, once. */
  code: z.string().check(z.regex(/^\d{6}$/)),
});
export type MockWeChatCode = z.infer<typeof MockWeChatCodeSchema>;
