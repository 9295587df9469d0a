import { createHmac } from 'node:crypto';
import type { DestinationKind } from '#shared/api/schemas/alerts.ts';
import { DeliveryError } from './delivery-error.ts';
import type { Mailer } from './mailer.ts';
import { guardedPost } from './network-guard.ts';
import type { AllowedTargets, GuardedAnswer } from './network-guard.ts';

/** An alert written in one recipient's language, ready to send. */
export interface AlertMessage {
  /** The idempotency id: the same in every delivery (and retry) of this alert. */
  id: string;
  kind: string;
  event: string;
  title: string;
  text: string;
  language: string;
  /** When the condition was seen (ms). */
  occurredAt: number;
  facts: Record<string, unknown>;
}

/** Where one delivery goes: a destination's kind with its fields (secrets included), or a user's. */
export interface SendTarget {
  kind: DestinationKind;
  url: string;
  secret: string;
  botToken: string;
  chatId: string;
  /** E-mail: a comma list of addresses. */
  to: string;
}

export interface SendOptions {
  allowed: AllowedTargets;
  timeoutMs: number;
  /** Telegram's Bot API base (ALERTS_TELEGRAM_API_URL). */
  telegramApi: string;
  mailer: Mailer | null;
  /** Real time (ms) for the signatures' timestamps. */
  wallNow: () => number;
}

/** The generic webhook's headers (README "Alerts"). */
export const WEBHOOK_HEADERS = {
  id: 'x-alert-id',
  timestamp: 'x-alert-timestamp',
  signature: 'x-alert-signature',
} as const;

/** The text a bot posts: the title, the body and the alert's id (a reader or a receiver tells repeats by it). */
function botText(message: AlertMessage): string {
  return `${message.title}\n${message.text}\nID: ${message.id}`;
}

/**
 * The webhook's signature: `sha256=` + hex HMAC-SHA256 with the destination's secret over
 * `<timestamp>.<body>` (the timestamp in Unix seconds, also sent as X-Alert-Timestamp, so a
 * receiver refuses an old request replayed).
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Feishu/Lark's group bot signature: HMAC-SHA256 keyed with `timestamp + "\n" + secret` over nothing, base64. */
export function feishuSign(secret: string, timestampSeconds: number): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

/** DingTalk's group bot signature: HMAC-SHA256 keyed with the secret over `timestamp + "\n" + secret`, base64 (URL-encoded by the query). */
export function dingtalkSign(secret: string, timestampMs: number): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
}

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An HTTP answer as a delivery outcome: 2xx passes on to the vendor's check; a redirect or another status fails. */
function checkStatus(answer: GuardedAnswer): void {
  const { status } = answer;
  if (status >= 200 && status < 300) return;
  const retryable = status >= 500 || status === 408 || status === 429;
  throw new DeliveryError('status', `HTTP ${status}${status >= 300 && status < 400 ? ' (redirect not followed)' : ''}`, {
    statusCode: status,
    final: !retryable,
  });
}

/** The bots answer 200 with their own code: 0 (or Telegram's `ok: true`) is success. */
function checkVendor(answer: GuardedAnswer, read: (body: Record<string, unknown>) => { ok: boolean; detail: string }): void {
  const body = parseJson(answer.body);
  if (!body) throw new DeliveryError('vendor', 'not a JSON answer', { statusCode: answer.status });
  const outcome = read(body);
  if (!outcome.ok) throw new DeliveryError('vendor', outcome.detail, { statusCode: answer.status, final: true });
}

const codeIsZero = (field: string, message: string) => (body: Record<string, unknown>) => {
  const code = body[field] ?? body.StatusCode;
  return { ok: code === 0, detail: `${String(code)} ${String(body[message] ?? body.msg ?? '')}`.trim() };
};

async function post(url: string, body: unknown, options: SendOptions, headers: Record<string, string> = {}): Promise<GuardedAnswer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DeliveryError('scheme', 'not a URL');
  }
  return guardedPost({
    url: parsed,
    headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'one-hub-console-alerts', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    timeoutMs: options.timeoutMs,
    allowed: options.allowed,
  });
}

/** The generic webhook's JSON body: the alert's facts and its texts in the destination's language. */
export function webhookBody(message: AlertMessage): string {
  return JSON.stringify({
    id: message.id,
    kind: message.kind,
    event: message.event,
    occurred_at: new Date(message.occurredAt).toISOString(),
    language: message.language,
    title: message.title,
    text: message.text,
    facts: message.facts,
  });
}

/**
 * Sends one alert to one target and returns the receiver's HTTP status (null for e-mail), or
 * throws a DeliveryError saying why not and whether another try can help.
 */
export async function sendTo(target: SendTarget, message: AlertMessage, options: SendOptions): Promise<number | null> {
  const requireUrl = () => {
    if (!target.url) throw new DeliveryError('no-address', 'no URL');
    return target.url;
  };
  switch (target.kind) {
    case 'webhook': {
      const body = webhookBody(message);
      const timestamp = Math.floor(options.wallNow() / 1000);
      const headers: Record<string, string> = { [WEBHOOK_HEADERS.id]: message.id, [WEBHOOK_HEADERS.timestamp]: String(timestamp) };
      if (target.secret) headers[WEBHOOK_HEADERS.signature] = webhookSignature(target.secret, timestamp, body);
      const answer = await post(requireUrl(), body, options, headers);
      checkStatus(answer);
      return answer.status;
    }
    case 'feishu': {
      const timestamp = Math.floor(options.wallNow() / 1000);
      const signed = target.secret ? { timestamp: String(timestamp), sign: feishuSign(target.secret, timestamp) } : {};
      const answer = await post(requireUrl(), { ...signed, msg_type: 'text', content: { text: botText(message) } }, options);
      checkStatus(answer);
      checkVendor(answer, codeIsZero('code', 'msg'));
      return answer.status;
    }
    case 'dingtalk': {
      const url = new URL(requireUrl());
      if (target.secret) {
        const timestamp = options.wallNow();
        url.searchParams.set('timestamp', String(timestamp));
        url.searchParams.set('sign', dingtalkSign(target.secret, timestamp));
      }
      const answer = await post(url.toString(), { msgtype: 'text', text: { content: botText(message) } }, options);
      checkStatus(answer);
      checkVendor(answer, codeIsZero('errcode', 'errmsg'));
      return answer.status;
    }
    case 'wecom': {
      const answer = await post(requireUrl(), { msgtype: 'text', text: { content: botText(message) } }, options);
      checkStatus(answer);
      checkVendor(answer, codeIsZero('errcode', 'errmsg'));
      return answer.status;
    }
    case 'telegram': {
      if (!target.botToken || !target.chatId) throw new DeliveryError('no-address', 'no bot token or chat id');
      const url = `${options.telegramApi.replace(/\/+$/, '')}/bot${target.botToken}/sendMessage`;
      const answer = await post(url, { chat_id: target.chatId, text: botText(message), disable_web_page_preview: true }, options);
      if (answer.status === 429) throw new DeliveryError('status', 'HTTP 429', { statusCode: 429 });
      checkVendor(answer, (body) => ({
        ok: body.ok === true,
        detail: `${String(body.error_code ?? answer.status)} ${String(body.description ?? '')}`.trim(),
      }));
      return answer.status;
    }
    case 'email': {
      if (!options.mailer) throw new DeliveryError('no-mail', 'ALERTS_SMTP_URL');
      if (!target.to.trim()) throw new DeliveryError('no-address', 'no e-mail address');
      await options.mailer.send({
        to: target.to,
        subject: message.title,
        text: `${message.text}\n\nID: ${message.id}`,
        alertId: message.id,
        language: message.language,
      });
      return null;
    }
  }
}
