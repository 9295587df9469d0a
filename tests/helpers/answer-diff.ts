/*
 * Field-by-field comparison of two gateways' answers to the same call (issue 33 item 3). What
 * legitimately differs between the double and a real one-hub holding the same seed is named
 * here and nowhere else: `VARYING` values (ids, times, random keys) are compared by their JSON
 * type only. Everything else is compared by type in `shape` mode (lists whose rows come from
 * each side's own seed) and by value in `values` mode (answers the call's inputs decide).
 */

/** Fields whose values differ between two gateways given the same inputs: ids, times, random keys and tokens. */
export const VARYING = new Set([
  'id',
  'user_id',
  'channel_id',
  'token_id',
  'created_time',
  'created_at',
  'updated_at',
  'accessed_time',
  'redeemed_time',
  'last_login_time',
  'test_time',
  'response_time',
  'balance_updated_time',
  'key',
  'access_token',
  'aff_code',
  'trade_no',
  'gateway_no',
  'request_id',
  'timestamp',
  'date',
  'time',
  'uuid',
  'request_time',
]);

/**
 * Fields one-hub sends that the double leaves out on purpose: secrets an unmodified one-hub
 * hands an admin (users' access tokens, the hashed password's empty stand-in, a channel list's
 * blanked key), which the console's proxy blanks anyway (issue 32). Only their absence from the
 * double is allowed; a different value where both send one is still a difference.
 */
export const WITHHELD_BY_DOUBLE = new Set(['access_token', 'password', 'key']);

/**
 * Options one-hub lists that the double has not, on purpose: `OldTokenMaxId`, the last key id of
 * its own key-format migration (model.HandleOldTokenMaxId), which no page shows or sets.
 */
export const ONE_HUB_ONLY_OPTIONS = new Set(['OldTokenMaxId']);

export type CompareMode = 'shape' | 'values';

export interface DiffOptions {
  mode: CompareMode;
  /**
   * Paths (`data`, `data.data[]`) of objects keyed by each side's own seed (model names, owner
   * ids): in shape mode their entries are compared like a list's rows, not key by key.
   */
  maps?: readonly string[];
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * A list's rows as one: every key any row has, each with its first value that is not null. Seeds
 * differ in which rows carry an optional field (a model card, a disabled stream list), so shape
 * mode compares what a field can be on each side, not one row against another.
 */
function mergedRow(rows: unknown[]): unknown {
  const objects = rows.filter((row): row is Record<string, unknown> => kind(row) === 'object');
  if (objects.length !== rows.length) return rows[0];
  const merged: Record<string, unknown> = {};
  for (const row of objects) {
    for (const [key, value] of Object.entries(row)) if (!(key in merged) || merged[key] === null) merged[key] = value;
  }
  return merged;
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * The differences between `double` and `oneHub` as one line each (`data.items[0].group: double
 * "default", one-hub "vip"`); empty when they agree. Arrays are compared row by row in `values`
 * mode and by their merged rows' shapes in `shape` mode (both sides' lists hold their own rows).
 */
export function answerDiff(double: unknown, oneHub: unknown, options: DiffOptions, path = ''): string[] {
  const { mode } = options;
  const here = path || '(answer)';
  const field =
    path
      .split('.')
      .at(-1)
      ?.replace(/\[\d+\]$/, '') ?? '';
  const doubleKind = kind(double);
  const oneHubKind = kind(oneHub);
  if (doubleKind !== oneHubKind) return [`${here}: double ${doubleKind} ${show(double)}, one-hub ${oneHubKind} ${show(oneHub)}`];
  if (doubleKind === 'array') {
    const left = double as unknown[];
    const right = oneHub as unknown[];
    if (mode === 'values') {
      if (left.length !== right.length) return [`${here}: double has ${left.length} rows, one-hub ${right.length}`];
      return left.flatMap((row, index) => answerDiff(row, right[index], options, `${path}[${index}]`));
    }
    if (left.length === 0 || right.length === 0) return [];
    return answerDiff(mergedRow(left), mergedRow(right), options, `${path}[]`);
  }
  if (doubleKind === 'object') {
    const left = double as Record<string, unknown>;
    const right = oneHub as Record<string, unknown>;
    if (mode === 'shape' && options.maps?.includes(path.replace(/\[\d+\]/g, '[]'))) {
      // A seed-keyed map: a common entry if there is one, else each side's first.
      const common = Object.keys(left).find((key) => key in right);
      const [leftKey, rightKey] = common !== undefined ? [common, common] : [Object.keys(left)[0], Object.keys(right)[0]];
      if (leftKey === undefined || rightKey === undefined) return [];
      return answerDiff(left[leftKey], right[rightKey], options, `${path}[${JSON.stringify(leftKey)}]`);
    }
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
    return keys.flatMap((key) => {
      const at = path ? `${path}.${key}` : key;
      if (!(key in left)) return WITHHELD_BY_DOUBLE.has(key) ? [] : [`${at}: only one-hub sends it (${show(right[key])})`];
      if (!(key in right)) return [`${at}: only the double sends it (${show(left[key])})`];
      return answerDiff(left[key], right[key], options, at);
    });
  }
  if (mode === 'values' && !VARYING.has(field) && double !== oneHub) return [`${here}: double ${show(double)}, one-hub ${show(oneHub)}`];
  return [];
}
