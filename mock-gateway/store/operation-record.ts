import type { FastifyRequest } from 'fastify';
import { SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import type { OperationRecord } from '#shared/api/schemas/operation-record.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { clientIp } from '#mock-gateway/http/rate-limit.ts';
import { nowSeconds } from './state.ts';
import type { MockStore } from './state.ts';

/** Field names whose values never enter a record (channel keys, passwords, tokens, payment secrets). */
const SECRET_FIELD = /^(key|keys|password|access_token|config)$|secret|private|_key$/i;

/** Records kept; the oldest go first, like a real gateway's retention. */
export const OPERATION_RETENTION = 10_000;

type Fields = Record<string, unknown>;

/** An admin change to record: the action, its target, and the target before and after. */
export interface OperationInput {
  /** `<target type>.<verb>`, e.g. `user.quota`, `user.role`, `group.update`, `price.delete`. */
  action: string;
  targetType: string;
  targetId: string | number;
  before: Fields | null;
  after: Fields | null;
  remark?: string;
}

function masked(fields: Fields | null): Fields | null {
  if (fields === null) return null;
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, SECRET_FIELD.test(name) ? SECRET_MASK : value]));
}

/**
 * Keeps only the fields that differ between before and after (both sides, so the diff reads
 * "was → is"); a creation or deletion keeps the whole object.
 */
function changedOnly(before: Fields | null, after: Fields | null): { before: Fields | null; after: Fields | null } {
  if (before === null || after === null) return { before, after };
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
  const pick = (fields: Fields) => Object.fromEntries(changed.filter((name) => name in fields).map((name) => [name, fields[name]]));
  return { before: pick(before), after: pick(after) };
}

/**
 * Writes the operation record of an admin mutation, naming the caller the authorize hook
 * admitted as the actor. Call it after the change succeeded; a refused request writes nothing
 * (the role check refuses before the handler runs).
 */
export function recordOperation(store: MockStore, request: FastifyRequest, input: OperationInput): OperationRecord {
  const actor = callerOf(request).user;
  const diff = changedOnly(input.before, input.after);
  const record: OperationRecord = {
    id: store.nextOperationId++,
    created_at: nowSeconds(store),
    user_id: actor.id,
    username: actor.username,
    action: input.action,
    target_type: input.targetType,
    target_id: String(input.targetId),
    detail: { before: masked(diff.before), after: masked(diff.after), ...(input.remark === undefined ? {} : { remark: input.remark }) },
    ip: clientIp(request),
  };
  store.operations.push(record);
  if (store.operations.length > OPERATION_RETENTION) store.operations.splice(0, store.operations.length - OPERATION_RETENTION);
  return record;
}
