import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Teardown } from './console.ts';

// Receivers of the alert destinations on loopback, each checking what its vendor documents
// (written here from the vendors' documentation, not from the console's code):
// - webhook: X-Alert-Signature = "sha256=" + hex HMAC-SHA256(secret, `${X-Alert-Timestamp}.${body}`), timestamp within 5 minutes;
// - Feishu/Lark group bot: body {timestamp (s), sign, msg_type, content}; sign = base64(HMAC-SHA256 with the key
//   `${timestamp}\n${secret}` over an empty message), within an hour; answers {code: 0} or {code: 19021};
// - DingTalk robot: ?access_token&timestamp (ms)&sign; sign = base64(HMAC-SHA256 with the secret over
//   `${timestamp}\n${secret}`), URL-encoded; answers {errcode: 0} or {errcode: 310000};
// - WeCom group bot: ?key= in the URL, no signature; answers {errcode: 0} or {errcode: 93000};
// - Telegram Bot API: POST /bot<token>/sendMessage {chat_id, text}; answers {ok: true, result} or 401 {ok: false};
// - SMTP: smtp-server, each mail parsed with mailparser.
// Every receiver records the alert id the message carries, so a test counts alerts, not requests.

export const RECEIVER_SECRETS = {
  webhook: 'whsec-test-0123456789',
  feishu: 'feishu-sign-secret',
  feishuHook: 'hook-0f1e2d3c',
  dingtalk: 'SECdingtalk-secret-42',
  dingtalkToken: 'ding-access-token',
  wecomKey: 'wecom-key-7a8b9c',
  telegramToken: '123456:TEST-telegram-token',
  telegramChat: '-100200300',
} as const;

export type Vendor = 'webhook' | 'feishu' | 'dingtalk' | 'wecom' | 'telegram';

export interface Received {
  vendor: Vendor | 'email';
  /** The alert id it carried. */
  id: string;
  text: string;
  /** E-mail only. */
  to?: string;
  subject?: string;
  language?: string;
}

export interface AlertReceivers {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  urls: Record<Vendor, string>;
  /** Telegram's API base for ALERTS_TELEGRAM_API_URL. */
  telegramApi: string;
  smtpUrl: string;
  received: Received[];
  /** The alert ids of the requests held unanswered (`holdNext`). */
  heldIds: { vendor: Vendor; id: string }[];
  /** Requests each vendor answered with a refusal (a bad signature, an unknown key). */
  refused: Vendor[];
  /** Distinct alert ids received by a vendor. */
  idsOf(vendor: Received['vendor']): Set<string>;
  /** Answers the next request to `vendor` with this HTTP status (a receiver's own failure). */
  failNext(vendor: Vendor, status: number): void;
  /** Holds the next request to `vendor` unanswered; resolves once it has arrived. */
  holdNext(vendor: Vendor): Promise<void>;
  /** Resolves once `count` distinct alert ids reached each of `vendors`. */
  waitFor(vendors: Received['vendor'][], count: number): Promise<void>;
}

const hmac = (key: string, message: string, encoding: 'hex' | 'base64') => createHmac('sha256', key).update(message).digest(encoding);
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const idIn = (text: string) => /ID: (\S+)/.exec(text)?.[1] ?? '';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Checks one request the way its vendor does; returns what it carried, or the vendor's refusal. */
function check(
  vendor: Vendor,
  url: URL,
  headers: IncomingMessage['headers'],
  raw: string,
): { ok: true; text: string; id: string } | { ok: false; status: number; body: unknown } {
  const body = JSON.parse(raw) as Record<string, unknown>;
  const nowSeconds = Date.now() / 1000;
  switch (vendor) {
    case 'webhook': {
      const timestamp = String(headers['x-alert-timestamp'] ?? '');
      const expected = `sha256=${hmac(RECEIVER_SECRETS.webhook, `${timestamp}.${raw}`, 'hex')}`;
      if (!same(String(headers['x-alert-signature'] ?? ''), expected) || Math.abs(nowSeconds - Number(timestamp)) > 300)
        return { ok: false, status: 401, body: { error: 'bad signature' } };
      if (headers['x-alert-id'] !== body.id) return { ok: false, status: 400, body: { error: 'id header and body differ' } };
      return { ok: true, text: `${String(body.title)}\n${String(body.text)}`, id: String(body.id) };
    }
    case 'feishu': {
      const timestamp = String(body.timestamp ?? '');
      const expected = hmac(`${timestamp}\n${RECEIVER_SECRETS.feishu}`, '', 'base64');
      if (url.pathname !== `/feishu/open-apis/bot/v2/hook/${RECEIVER_SECRETS.feishuHook}`)
        return { ok: false, status: 404, body: { code: 19001, msg: 'param invalid: incoming webhook access token invalid' } };
      if (!same(String(body.sign ?? ''), expected) || Math.abs(nowSeconds - Number(timestamp)) > 3600)
        return {
          ok: false,
          status: 200,
          body: { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' },
        };
      const text = String((body.content as { text?: unknown } | undefined)?.text ?? '');
      return { ok: true, text, id: idIn(text) };
    }
    case 'dingtalk': {
      const timestamp = url.searchParams.get('timestamp') ?? '';
      const expected = hmac(RECEIVER_SECRETS.dingtalk, `${timestamp}\n${RECEIVER_SECRETS.dingtalk}`, 'base64');
      if (url.searchParams.get('access_token') !== RECEIVER_SECRETS.dingtalkToken)
        return { ok: false, status: 200, body: { errcode: 300001, errmsg: 'token is not exist' } };
      if (!same(url.searchParams.get('sign') ?? '', expected) || Math.abs(Date.now() - Number(timestamp)) > 3_600_000)
        return { ok: false, status: 200, body: { errcode: 310000, errmsg: 'sign not match' } };
      const text = String((body.text as { content?: unknown } | undefined)?.content ?? '');
      return { ok: true, text, id: idIn(text) };
    }
    case 'wecom': {
      if (url.searchParams.get('key') !== RECEIVER_SECRETS.wecomKey)
        return { ok: false, status: 200, body: { errcode: 93000, errmsg: 'invalid webhook url' } };
      const text = String((body.text as { content?: unknown } | undefined)?.content ?? '');
      return { ok: true, text, id: idIn(text) };
    }
    case 'telegram': {
      if (url.pathname !== `/telegram/bot${RECEIVER_SECRETS.telegramToken}/sendMessage`)
        return { ok: false, status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
      if (String(body.chat_id) !== RECEIVER_SECRETS.telegramChat)
        return { ok: false, status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } };
      return { ok: true, text: String(body.text ?? ''), id: idIn(String(body.text ?? '')) };
    }
  }
}

const VENDOR_OK: Record<Vendor, unknown> = {
  webhook: { received: true },
  feishu: { code: 0, msg: 'success', data: {} },
  dingtalk: { errcode: 0, errmsg: 'ok' },
  wecom: { errcode: 0, errmsg: 'ok' },
  telegram: { ok: true, result: { message_id: 1 } },
};

/** Starts every receiver on 127.0.0.1 (free ports); closed when the test ends. */
export async function startAlertReceivers(t: Teardown): Promise<AlertReceivers> {
  const received: Received[] = [];
  const refused: Vendor[] = [];
  const holds = new Map<Vendor, () => void>();
  const failures = new Map<Vendor, number>();
  const waiters = new Set<() => void>();
  const held: ServerResponse[] = [];
  const heldIds: { vendor: Vendor; id: string }[] = [];
  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://receiver');
      const vendor = url.pathname.split('/')[1] as Vendor;
      const raw = await readBody(request);
      const arrived = holds.get(vendor);
      if (arrived) {
        // Held: never answered (the console dies waiting); not recorded as received.
        holds.delete(vendor);
        held.push(response);
        const carried = check(vendor, url, request.headers, raw);
        heldIds.push({ vendor, id: carried.ok ? carried.id : '' });
        arrived();
        return;
      }
      const failure = failures.get(vendor);
      if (failure) {
        failures.delete(vendor);
        json(response, failure, { error: 'unavailable' });
        return;
      }
      const outcome = check(vendor, url, request.headers, raw);
      if (!outcome.ok) {
        refused.push(vendor);
        json(response, outcome.status, outcome.body);
        return;
      }
      received.push({ vendor, id: outcome.id, text: outcome.text });
      json(response, 200, VENDOR_OK[vendor]);
      notify();
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((entry) => entry.text).join(', ') : (mail.to?.text ?? '');
          const id = String(mail.headers.get('x-alert-id') ?? '');
          received.push({
            vendor: 'email',
            id,
            text: mail.text ?? '',
            to,
            subject: mail.subject ?? '',
            language: String(mail.headers.get('content-language') ?? ''),
          });
          callback();
          notify();
        })
        .catch((error: Error) => callback(error));
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  t.teardown(async () => {
    for (const response of held) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const idsOf = (vendor: Received['vendor']) => new Set(received.filter((entry) => entry.vendor === vendor).map((entry) => entry.id));
  return {
    origin,
    urls: {
      webhook: `${origin}/webhook/alerts`,
      feishu: `${origin}/feishu/open-apis/bot/v2/hook/${RECEIVER_SECRETS.feishuHook}`,
      dingtalk: `${origin}/dingtalk/robot/send?access_token=${RECEIVER_SECRETS.dingtalkToken}`,
      wecom: `${origin}/wecom/cgi-bin/webhook/send?key=${RECEIVER_SECRETS.wecomKey}`,
      telegram: `${origin}/telegram`,
    },
    telegramApi: `${origin}/telegram`,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    received,
    heldIds,
    refused,
    idsOf,
    failNext: (vendor, status) => failures.set(vendor, status),
    holdNext: (vendor) => new Promise<void>((resolve) => holds.set(vendor, resolve)),
    waitFor: (vendors, count) =>
      new Promise<void>((resolve) => {
        const done = () => {
          if (vendors.every((vendor) => idsOf(vendor).size >= count)) {
            waiters.delete(done);
            resolve();
          }
        };
        waiters.add(done);
        done();
      }),
  };
}

/** A destination's save body (`POST /console-api/alerts/destinations`), with the kind's fields given. */
export function destinationBody(kind: string, fields: Record<string, string> = {}, language = 'en') {
  return { name: `${kind} group`, kind, language, enabled: true, url: '', secret: '', bot_token: '', chat_id: '', to: '', ...fields };
}

/** One destination of each kind, aimed at these receivers (each with the secret its receiver checks), in the three languages. */
export function everyDestination(receivers: AlertReceivers) {
  return [
    destinationBody('webhook', { url: receivers.urls.webhook, secret: RECEIVER_SECRETS.webhook }),
    destinationBody('feishu', { url: receivers.urls.feishu, secret: RECEIVER_SECRETS.feishu }, 'zh-CN'),
    destinationBody('dingtalk', { url: receivers.urls.dingtalk, secret: RECEIVER_SECRETS.dingtalk }, 'zh-HK'),
    destinationBody('wecom', { url: receivers.urls.wecom }, 'zh-CN'),
    destinationBody('telegram', { bot_token: RECEIVER_SECRETS.telegramToken, chat_id: RECEIVER_SECRETS.telegramChat }),
    destinationBody('email', { to: 'ops@example.com' }, 'zh-HK'),
  ];
}
