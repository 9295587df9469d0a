/**
 * Fields a write gave a record that the double does not interpret: the columns a newer one-hub
 * has and this double does not (issue 22). It keeps them with the record and answers them with
 * it, as such a gateway would, so a test can see whether the console sends back what it does not
 * know. Where upstream overwrites the whole record (a channel's, price's or payment gateway's
 * whole-record update, a model owner's or model info's save) a write without them drops them,
 * as that gateway would zero its columns; where it updates only what it is sent, they stay.
 */
export type ExtraColumns = Readonly<Record<string, unknown>>;

/** The records whose extra columns the store keeps by id (a channel keeps its own, `ChannelRecord.extra`). */
export type ExtraKind = 'price' | 'payment' | 'user' | 'token' | 'group' | 'redemption' | 'owner' | 'model_info' | 'telegram';

/** Where the store keeps them: `store.extraColumns`, keyed `<kind>:<id>`. */
export interface ExtraColumnStore {
  extraColumns: Map<string, ExtraColumns>;
}

/** A record's extra columns, if it has any. */
export function extraOf(store: ExtraColumnStore, kind: ExtraKind, id: string | number): ExtraColumns | undefined {
  return store.extraColumns.get(`${kind}:${id}`);
}

/** Sets (or, with undefined, forgets) a record's extra columns. */
export function setExtra(store: ExtraColumnStore, kind: ExtraKind, id: string | number, extra: ExtraColumns | undefined): void {
  if (extra) store.extraColumns.set(`${kind}:${id}`, extra);
  else store.extraColumns.delete(`${kind}:${id}`);
}

/** A record that may carry extra columns. */
export interface WithExtraColumns {
  extra?: ExtraColumns;
}

// Never names of columns; never copied from a request.
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype', 'extra']);

/** The shape of a zod object schema: its keys are what the double interprets. */
interface Shaped {
  shape: object;
}

/**
 * The fields of a JSON body that none of `known` (the endpoint's body schema, the record's
 * answer schema, or plain key lists) names: the body's extra columns.
 */
export function extraColumnsOf(body: unknown, ...known: readonly (Shaped | readonly string[])[]): ExtraColumns {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const names = new Set(known.flatMap((entry) => ('shape' in entry ? Object.keys(entry.shape) : entry)));
  return Object.fromEntries(Object.entries(body).filter(([key]) => !names.has(key) && !UNSAFE.has(key)));
}

/** A whole-record update: the stored extra columns become the body's. */
export function replacedColumns(body: ExtraColumns): ExtraColumns | undefined {
  return Object.keys(body).length > 0 ? { ...body } : undefined;
}

/** A partial update: the body's extra columns over the stored ones. */
export function mergedColumns(stored: ExtraColumns | undefined, body: ExtraColumns): ExtraColumns | undefined {
  const merged = { ...stored, ...body };
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/** An answer with the record's extra columns: the known fields always win over them. */
export function withExtraColumns<T extends object>(answer: T, extra: ExtraColumns | undefined): T {
  return extra ? { ...extra, ...answer } : answer;
}
