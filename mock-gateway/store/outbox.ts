import type { OutboxMail } from '#shared/api/schemas/mock.ts';
import { nowSeconds } from './state.ts';
import type { MockStore } from './state.ts';

/** How many mails the outbox keeps; older ones drop off so a long-running double stays small. */
export const OUTBOX_LIMIT = 100;

// Distributes over the union so each kind keeps its own fields (code or link).
type WithoutTime<M> = M extends OutboxMail ? Omit<M, 'created_at'> : never;

/** A mail as the sender describes it; the outbox stamps the time. */
export type OutgoingMail = WithoutTime<OutboxMail>;

/** Upstream's answer when its SMTP options are not all set (common/stmp/email.go GetSystemStmp). */
export const SMTP_UNSET = 'SMTP 信息未配置';

/**
 * Whether upstream would try to send at all: its server, port, account and token options set.
 * The outbox stands in for the server they name; the double's defaults fill them (store/options/settings.ts).
 */
export function smtpConfigured(store: MockStore): boolean {
  const { SMTPServer, SMTPPort, SMTPAccount, SMTPToken } = store.settings;
  return SMTPServer !== '' && SMTPPort !== 0 && SMTPAccount !== '' && SMTPToken !== '';
}

/** Records a mail the double "sends" instead of delivering it, and tells `onMail` (the demo's log). */
export function recordMail(store: MockStore, mail: OutgoingMail): void {
  const sent = { ...mail, created_at: nowSeconds(store) };
  store.outbox.push(sent);
  store.onMail?.(sent);
  if (store.outbox.length > OUTBOX_LIMIT) store.outbox.splice(0, store.outbox.length - OUTBOX_LIMIT);
}

/** The mails sent to `email`, newest first (insertion order breaks ties within a second). */
export function mailsTo(store: MockStore, email: string): OutboxMail[] {
  return store.outbox.filter((mail) => mail.to === email).reverse();
}

/**
 * One mail as a line of the bundled double's log (`onMail`), so whoever runs a demo reads a
 * reset link or code there; no page shows anyone's mail. Values are quoted (JSON), so an address
 * cannot start a line of its own.
 */
export function mailLogLine(mail: OutboxMail): string {
  const content = mail.kind === 'verification' ? `verification code ${mail.code}` : `password reset link ${JSON.stringify(mail.link)}`;
  return `[gateway double] mail to ${JSON.stringify(mail.to)}: ${content}\n`;
}
