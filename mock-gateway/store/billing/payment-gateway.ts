import { randomUUID } from 'node:crypto';
import { configWithoutSecrets, keepStoredSecrets, parsePaymentConfig } from '#shared/api/schemas/payment-gateway.ts';
import type { PaymentGateway, PaymentGatewayInput } from '#shared/api/schemas/payment-gateway.ts';
import type { PaymentGatewayRecord } from './billing.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { extraOf, mergedColumns, replacedColumns, setExtra, withExtraColumns } from '#mock-gateway/store/extra-columns.ts';
import type { ExtraColumns } from '#mock-gateway/store/extra-columns.ts';

/** The filters of `GET /api/payment/` ('' = any). */
export interface PaymentGatewayFilter {
  type: string;
  name: string;
  uuid: string;
  currency: string;
}

/** Gateways matching every given filter: type, uuid and currency exactly, name as a substring (upstream's LIKE). */
export function searchPaymentGateways(store: MockStore, filter: PaymentGatewayFilter): PaymentGatewayRecord[] {
  return [...store.paymentGateways.values()].filter(
    (gateway) =>
      (filter.type === '' || gateway.type === filter.type) &&
      (filter.name === '' || gateway.name.includes(filter.name)) &&
      (filter.uuid === '' || gateway.uuid === filter.uuid) &&
      (filter.currency === '' || gateway.currency === filter.currency),
  );
}

/**
 * A gateway as it is answered: the config's secrets are sent empty (write-only; the form keeps
 * a stored secret when its field is left empty), every other field as stored.
 */
export function toWireGateway(store: MockStore, record: PaymentGatewayRecord): PaymentGateway {
  return withExtraColumns({ ...record, config: configWithoutSecrets(record.type, record.config) }, extraOf(store, 'payment', record.id));
}

/** The outcome of a save: the gateway before (null when created) and after, or upstream's refusal. */
export type PaymentGatewaySave = { before: PaymentGatewayRecord | null; after: PaymentGatewayRecord } | string;

/**
 * Creates (no `id`) or edits a gateway. A new gateway gets a fresh uuid; an edit keeps its uuid
 * (the provider's callback URL must not move). An edit that names the uuid is upstream's
 * whole-record update (`Select("*")`): the creation time is the one sent (0 without) and the
 * extra columns are those sent; without the uuid only what it sends changes. A config that is
 * not a JSON object is refused.
 */
export function savePaymentGateway(store: MockStore, input: PaymentGatewayInput, extra: ExtraColumns = {}): PaymentGatewaySave {
  const before = input.id === undefined ? null : (store.paymentGateways.get(input.id) ?? null);
  if (input.id !== undefined && before === null) return 'record not found';
  if (input.config.trim() !== '' && Object.keys(parsePaymentConfig(input.config)).length === 0 && input.config.trim() !== '{}')
    return '配置格式错误';
  const id = before?.id ?? store.nextPaymentGatewayId++;
  const whole = (input.uuid ?? '') !== '';
  const after: PaymentGatewayRecord = {
    id,
    type: input.type,
    uuid: before?.uuid ?? randomUUID(),
    name: input.name,
    icon: input.icon,
    notify_domain: input.notify_domain ?? '',
    fixed_fee: input.fixed_fee,
    percent_fee: input.percent_fee,
    currency: input.currency,
    config: keepStoredSecrets(input.type, input.config, before),
    sort: input.sort,
    enable: input.enable,
    created_at: before ? (whole ? (input.created_at ?? 0) : before.created_at) : nowSeconds(store),
  };
  store.paymentGateways.set(id, after);
  setExtra(store, 'payment', id, whole || !before ? replacedColumns(extra) : mergedColumns(extraOf(store, 'payment', id), extra));
  return { before, after };
}

/** A gateway's fields for an operation record: the config spread out, so the diff names each field (secrets masked by the record). */
export function auditedGateway(record: PaymentGatewayRecord): Record<string, unknown> {
  const { config, ...rest } = record;
  return { ...rest, ...parsePaymentConfig(config) };
}
