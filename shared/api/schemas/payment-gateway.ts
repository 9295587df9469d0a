import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/** The gateway types one-hub implements (admin reference §2.8). */
export const PAYMENT_TYPES = ['epay', 'alipay', 'wxpay', 'stripe'] as const;
/** A payment gateway's type. */
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The currencies a gateway charges in (contract §2.14 Payment). */
export const PAYMENT_CURRENCIES = ['CNY', 'USD'] as const;
/** A gateway's currency. */
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** What `GET /api/payment/` may be ordered by (contract §2.10). */
export const PAYMENT_ORDER_FIELDS = ['id', 'uuid', 'name', 'type', 'sort', 'enable', 'created_at'] as const;
/** A field the gateway list may be ordered by. */
export type PaymentOrderField = (typeof PAYMENT_ORDER_FIELDS)[number];

/**
 * One field of a gateway's `config`: plain text, a write-only secret (never shown, empty on
 * save keeps the stored one), or a choice among `options` (data, the same in every language).
 */
export interface PaymentConfigField {
  key: string;
  kind: 'text' | 'secret' | 'choice';
  options?: readonly string[];
}

const text = (key: string): PaymentConfigField => ({ key, kind: 'text' });
const secret = (key: string): PaymentConfigField => ({ key, kind: 'secret' });
const choice = (key: string, options: readonly string[]): PaymentConfigField => ({ key, kind: 'choice', options });

/**
 * The per-type `config` fields, by type (one-hub's `Payment/type/Config.js`, the same keys):
 * the dialog renders whatever is listed here, and the double masks the secrets listed here.
 * epay's empty `pay_type` is the provider's own checkout (收银台).
 */
export const PAYMENT_CONFIG_FIELDS: Readonly<Record<PaymentType, readonly PaymentConfigField[]>> = {
  epay: [
    text('pay_domain'),
    text('partner_id'),
    secret('key'),
    choice('pay_type', ['', 'alipay', 'wxpay', 'qqpay', 'jdpay', 'bank', 'paypal', 'usdt']),
  ],
  alipay: [text('app_id'), secret('private_key'), text('public_key'), choice('pay_type', ['facepay', 'pagepay', 'wappay'])],
  wxpay: [
    text('app_id'),
    text('mch_id'),
    text('mch_certificate_serial_number'),
    secret('mch_apiv3_key'),
    secret('mch_private_key'),
    choice('pay_type', ['Native']),
  ],
  stripe: [secret('secret_key'), secret('webhook_secret')],
};

/** True when `type` is one of the gateway types. */
export function isPaymentType(type: string): type is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(type);
}

/** The secret keys of a type's config (none for an unknown type). */
export function paymentSecretKeys(type: string): string[] {
  return isPaymentType(type) ? PAYMENT_CONFIG_FIELDS[type].filter((field) => field.kind === 'secret').map((field) => field.key) : [];
}

/** Reads a `config` JSON text as a flat map of strings ({} when it is not a JSON object). */
export function parsePaymentConfig(config: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(config);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeof item === 'string' ? item : String(item)]));
  } catch {
    return {};
  }
}

/** A `config` JSON text's object with its values as stored (null when it is not a JSON object). */
function configObject(config: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(config);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * `config` with each secret of the type emptied (write-only: the double answers so, and the
 * console drops whatever a gateway that sends them anyway put there). Every other key keeps its
 * value as stored (a number stays a number), so the config read back is the config saved.
 */
export function configWithoutSecrets(type: string, config: string): string {
  const fields = configObject(config) ?? {};
  for (const key of paymentSecretKeys(type)) if (key in fields) fields[key] = '';
  return JSON.stringify(fields);
}

/**
 * `config` (of type `type`) with each secret left empty taken from the stored gateway's config,
 * when the stored gateway has the same type: "empty keeps the secret". The double saves so;
 * the console applies it before a save too, so that a gateway that stores `config` as sent
 * (upstream) keeps its secrets when an admin edits something else. Nothing to fill: the text as
 * it came.
 */
export function keepStoredSecrets(type: string, config: string, stored: { type: string; config: string } | null): string {
  const fields = configObject(config);
  const kept = stored && stored.type === type ? parsePaymentConfig(stored.config) : {};
  const fill = paymentSecretKeys(type).filter((key) => (fields?.[key] ?? '') === '' && (kept[key] ?? '') !== '');
  if (fill.length === 0) return config;
  const filled: Record<string, unknown> = { ...fields };
  for (const key of fill) filled[key] = kept[key];
  return JSON.stringify(filled);
}

/**
 * The address a provider must call back (`ANY /api/payment/notify/:uuid`): on the gateway's
 * `notify_domain`, else the site's ServerAddress; null when both are empty (then orders stay
 * pending forever, one-hub #453).
 */
export function paymentCallbackUrl(notifyDomain: string, serverAddress: string, uuid: string): string | null {
  const base = (notifyDomain.trim() || serverAddress.trim()).replace(/\/+$/, '');
  return base === '' ? null : `${base}/api/payment/notify/${uuid}`;
}

/**
 * A gateway as the admin list shows it (contract §2.14 Payment). `config` is the per-type JSON
 * text; its secrets are write-only (the double sends them empty).
 */
export const PaymentGatewaySchema = z.object({
  id: z.int(),
  type: z.string(),
  uuid: z.string(),
  name: z.string(),
  icon: z.string(),
  notify_domain: z.string(),
  fixed_fee: z.number(),
  percent_fee: z.number(),
  currency: z.string(),
  config: z.string(),
  sort: z.int(),
  enable: z.boolean(),
  created_at: z.int(),
});
/** A payment gateway. */
export type PaymentGateway = z.infer<typeof PaymentGatewaySchema>;

/** `GET /api/payment/` data: a page of gateways. */
export const PaymentGatewayPageSchema = pageOf(PaymentGatewaySchema);

/**
 * `POST /api/payment/` (create, no `id`) and `PUT /api/payment/` (edit, with `id`; also the
 * list's inline enable and sort). A secret left empty in `config` keeps the stored one. An edit
 * with the `uuid` is upstream's whole-record update: the console sends the gateway as stored with
 * its changes.
 */
export const PaymentGatewayInputSchema = z.object({
  id: z.optional(z.int().check(z.positive())),
  type: z.enum(PAYMENT_TYPES),
  uuid: z.optional(z.string()),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  notify_domain: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  fixed_fee: z.number().check(z.gte(0)),
  percent_fee: z.number().check(z.gte(0), z.lt(1)),
  currency: z.enum(PAYMENT_CURRENCIES),
  config: z.string().check(z.maxLength(20000)),
  sort: z.int(),
  enable: z.boolean(),
  /** With `uuid`, upstream's edit writes every column (`Select("*")`), the creation time as sent. */
  created_at: z.optional(z.int()),
});
/** A gateway as an admin saves it. */
export type PaymentGatewayInput = z.infer<typeof PaymentGatewayInputSchema>;
