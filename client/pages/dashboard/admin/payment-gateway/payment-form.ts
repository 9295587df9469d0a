import { z } from 'zod/mini';
import { PAYMENT_CONFIG_FIELDS, PAYMENT_CURRENCIES, PAYMENT_TYPES, parsePaymentConfig } from '#shared/api/schemas/payment-gateway.ts';
import type { PaymentCurrency, PaymentGateway, PaymentGatewayInput, PaymentType } from '#shared/api/schemas/payment-gateway.ts';
import { checkNumber, checkText, customIssue } from '#client/components/admin-kit/form-checks.ts';

/** The dialog's values: numbers as typed, the fee as a percentage, the per-type fields by key. */
export interface PaymentForm {
  type: PaymentType;
  name: string;
  icon: string;
  notifyDomain: string;
  fixedFee: string;
  /** Percent (0.6 = 0.6 %); the gateway stores a fraction. */
  percentFee: string;
  currency: PaymentCurrency;
  sort: string;
  enable: boolean;
  config: Record<string, string>;
}

const NAME_MAX = 100;
const URL_MAX = 300;
const CONFIG_TEXT_MAX = 8000;

/** Every config field of every type, empty, with each choice at its first option. */
function emptyConfig(type: PaymentType): Record<string, string> {
  return Object.fromEntries(PAYMENT_CONFIG_FIELDS[type].map((field) => [field.key, field.options?.[0] ?? '']));
}

/** A new gateway: e-pay in CNY, enabled. */
export function emptyPaymentForm(type: PaymentType = 'epay'): PaymentForm {
  return {
    type,
    name: '',
    icon: '',
    notifyDomain: '',
    fixedFee: '0',
    percentFee: '0',
    currency: 'CNY',
    sort: '0',
    enable: true,
    config: emptyConfig(type),
  };
}

/** The form of a stored gateway; secrets arrive empty and stay so (empty keeps the stored one). */
export function gatewayToForm(gateway: PaymentGateway): PaymentForm {
  const type = PAYMENT_TYPES.find((candidate) => candidate === gateway.type) ?? 'epay';
  const stored = parsePaymentConfig(gateway.config);
  const config = emptyConfig(type);
  for (const field of PAYMENT_CONFIG_FIELDS[type]) {
    const value = stored[field.key] ?? '';
    // A secret is never put in the form, whatever the gateway sent.
    if (field.kind === 'secret') continue;
    if (field.kind !== 'choice' || field.options?.includes(value)) config[field.key] = value;
  }
  return {
    type,
    name: gateway.name,
    icon: gateway.icon,
    notifyDomain: gateway.notify_domain,
    fixedFee: String(gateway.fixed_fee),
    percentFee: String(Math.round(gateway.percent_fee * 1e6) / 1e4),
    currency: PAYMENT_CURRENCIES.find((currency) => currency === gateway.currency) ?? 'CNY',
    sort: String(gateway.sort),
    enable: gateway.enable,
    config,
  };
}

/** The config of another type, keeping what the new type shares with the old one. */
export function switchType(form: PaymentForm, type: PaymentType): Record<string, string> {
  const config = emptyConfig(type);
  for (const field of PAYMENT_CONFIG_FIELDS[type]) {
    const value = form.config[field.key];
    if (value !== undefined && (field.kind !== 'choice' || field.options?.includes(value))) config[field.key] = value;
  }
  return config;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The form's checks, every field at once. The per-type text fields are required; secrets are
 * required when creating (a new gateway has none stored) and may stay empty on edit. The
 * callback domain, when given, is an http(s) address.
 */
export function paymentFormSchema(creating: boolean) {
  return z
    .object({
      type: z.enum(PAYMENT_TYPES),
      name: z.string(),
      icon: z.string(),
      notifyDomain: z.string(),
      fixedFee: z.string(),
      percentFee: z.string(),
      currency: z.enum(PAYMENT_CURRENCIES),
      sort: z.string(),
      enable: z.boolean(),
      config: z.record(z.string(), z.string()),
    })
    .check(
      z.superRefine((form, ctx) => {
        checkText(ctx, 'name', form.name, NAME_MAX);
        checkText(ctx, 'icon', form.icon, URL_MAX);
        const domain = form.notifyDomain.trim();
        checkText(ctx, 'notifyDomain', domain, URL_MAX, false);
        if (domain !== '' && domain.length <= URL_MAX && !isHttpUrl(domain))
          customIssue(ctx, 'notifyDomain', 'payment_gateway:form.errors.url', domain);
        checkNumber(ctx, 'fixedFee', form.fixedFee, { min: 0, max: 1_000_000, int: false });
        checkNumber(ctx, 'percentFee', form.percentFee, { min: 0, max: 99.99, int: false });
        checkNumber(ctx, 'sort', form.sort, { min: -1_000_000, max: 1_000_000, int: true });
        for (const field of PAYMENT_CONFIG_FIELDS[form.type]) {
          if (field.kind === 'choice') continue;
          checkText(ctx, `config.${field.key}`, form.config[field.key] ?? '', CONFIG_TEXT_MAX, field.kind === 'text' || creating);
        }
      }),
    );
}

/** The body of a checked form: a new gateway, or the edit of `gateway` (its id; secrets left empty are kept by the gateway). */
export function formToBody(form: PaymentForm, gateway: PaymentGateway | null): PaymentGatewayInput {
  const config = Object.fromEntries(PAYMENT_CONFIG_FIELDS[form.type].map((field) => [field.key, (form.config[field.key] ?? '').trim()]));
  return {
    ...(gateway ? { id: gateway.id, uuid: gateway.uuid } : {}),
    type: form.type,
    name: form.name.trim(),
    icon: form.icon.trim(),
    notify_domain: form.notifyDomain.trim().replace(/\/+$/, ''),
    fixed_fee: Number(form.fixedFee.trim()),
    // Percent to a fraction, without binary noise (0.6 → 0.006, not 0.006000000000000001).
    percent_fee: Math.round(Number(form.percentFee.trim()) * 1e4) / 1e6,
    currency: form.currency,
    config: JSON.stringify(config),
    sort: Number(form.sort.trim()),
    enable: form.enable,
  };
}

/** The body of a list toggle or inline sort: the gateway as it is, with one change. */
export function gatewayWith(gateway: PaymentGateway, change: Partial<Pick<PaymentGatewayInput, 'enable' | 'sort'>>): PaymentGatewayInput {
  return {
    id: gateway.id,
    uuid: gateway.uuid,
    type: PAYMENT_TYPES.find((type) => type === gateway.type) ?? 'epay',
    name: gateway.name,
    icon: gateway.icon,
    notify_domain: gateway.notify_domain,
    fixed_fee: gateway.fixed_fee,
    percent_fee: gateway.percent_fee,
    currency: PAYMENT_CURRENCIES.find((currency) => currency === gateway.currency) ?? 'CNY',
    // The secrets arrive empty; the save fills them from the stored gateway (use-payment-mutations.ts).
    config: gateway.config,
    sort: change.sort ?? gateway.sort,
    enable: change.enable ?? gateway.enable,
  };
}
