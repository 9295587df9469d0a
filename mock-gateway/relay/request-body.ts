import { refuse } from './errors.ts';
import type { RelayResult } from './errors.ts';

/** A JSON object body, fields still unchecked. */
export type JsonObject = Record<string, unknown>;

// Go's encoding/json wording, which upstream passes through as the 400 message.
function syntaxMessage(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed === '') return 'EOF';
  const first = trimmed[0] ?? '';
  if (first !== '{' && first !== '[' && first !== '"' && !/[-\d tfn]/.test(first)) {
    return `invalid character '${first}' looking for beginning of value`;
  }
  return 'unexpected end of JSON input';
}

function goType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** The body as a JSON object, or upstream's 400 for unreadable JSON. */
export function parseJsonBody(raw: unknown): RelayResult<JsonObject> {
  const text = typeof raw === 'string' ? raw : '';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse(400, syntaxMessage(text), 'one_hub_error');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse(400, `json: cannot unmarshal ${goType(value)} into Go value of type map[string]interface {}`, 'one_hub_error');
  }
  return { ok: true, value: value as JsonObject };
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';

/**
 * The field when it has the expected JSON type (undefined when absent or null), or Go's
 * unmarshal error naming the struct field, as gin's binding reports it.
 */
export function field<T>(body: JsonObject, name: string, kind: Kind, struct: string): RelayResult<T | undefined> {
  const value = body[name];
  if (value === undefined || value === null) return { ok: true, value: undefined };
  const actual = goType(value);
  if (actual !== kind) {
    const goKind = { string: 'string', number: 'int', boolean: 'bool', array: '[]', object: 'struct' }[kind];
    return refuse(400, `json: cannot unmarshal ${actual} into Go struct field ${struct}.${name} of type ${goKind}`, 'one_hub_error');
  }
  return { ok: true, value: value as T };
}

/** gin's `binding:"required"` message. */
export function requiredField(goName: string): RelayResult<never> {
  return refuse(400, `field ${goName} is required`, 'one_hub_error');
}
