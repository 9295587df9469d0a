/**
 * "The stored record plus the changes" (issue 22): an edit form shows some of a record's fields,
 * in its own shape (numbers as text, money as dollars, JSON as rows), and turns them back into a
 * body. Sending that body alone loses what the gateway stored and the form does not show: a
 * newer one-hub's columns, keys inside a JSON text (a payment gateway's `config`, a chat link's
 * `id`), and exact values the form rounds or normalises (`null` read as '', seconds read as
 * minutes). Several one-hub updates overwrite the whole record (`Select("*")` for channels,
 * prices and payment gateways; `Save` for model owners and model info), so an omitted field is
 * erased there.
 *
 * So a save compares the body the form gives for the record as it was loaded (`before`) with the
 * body it gives now (`after`) and applies only the differences to the record as the gateway
 * stores it (`stored`, read just before the save): an unchanged field keeps the stored value
 * exactly, a changed one takes the form's, a field the form removed goes, and everything the form
 * never knew stays. Nested objects merge the same way, and so do JSON texts holding an object.
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values; key order does not matter, a missing key equals `undefined`. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameJson(a[key], b[key])) return false;
  return true;
}

/** The object a JSON text holds, or undefined for any other text. */
function jsonObjectOf(text: unknown): JsonObject | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function mergeObjects(stored: unknown, before: JsonObject, after: JsonObject): JsonObject {
  const base = isObject(stored) ? stored : {};
  const formKeys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const merged: JsonObject = {};
  // The stored order first, then what the form adds.
  for (const key of new Set([...Object.keys(base), ...Object.keys(after)])) {
    if (!formKeys.has(key)) merged[key] = base[key];
    // A key the form took out (a plugin group of another type, a deleted mapping row) goes.
    else if (key in after) {
      const value = mergeEdit(base[key], before[key], after[key]);
      if (value !== undefined) merged[key] = value;
    }
  }
  return merged;
}

/**
 * One value of a three-way merge: `stored` when the form left it as it was (undefined when the
 * gateway has no such field, so nothing is sent), objects key by key, JSON texts of objects as
 * their objects, anything else (numbers, texts, lists) as the form has it now.
 */
export function mergeEdit(stored: unknown, before: unknown, after: unknown): unknown {
  if (sameJson(before, after)) return stored;
  if (isObject(before) && isObject(after)) return mergeObjects(stored, before, after);
  const beforeObject = jsonObjectOf(before);
  const afterObject = jsonObjectOf(after);
  if (beforeObject && afterObject) {
    const merged = mergeObjects(jsonObjectOf(stored), beforeObject, afterObject);
    // The form's own text when nothing it did not know had to be kept (its formatting stays).
    return sameJson(merged, afterObject) ? after : JSON.stringify(merged);
  }
  return after;
}

/**
 * The body that saves a form's changes over the stored record: `stored` (as the gateway answers
 * it now) with the difference between `before` (the body of the untouched form) and `after`
 * (the body of the form as saved). `unsent` names fields of the answer that are sent only when
 * the form gives them a new value: write-only secrets the console receives blanked (a channel's
 * `key`, a user's `access_token`: '' must not go back as a value) and what the gateway only adds
 * to its answers (a price's `model_info`).
 */
export function editOverStored<T extends object>(stored: JsonObject, before: T, after: T, unsent: readonly string[] = []): T {
  const merged = mergeObjects(stored, before as JsonObject, after as JsonObject);
  const kept = (key: string) => !unsent.includes(key) || !sameJson((before as JsonObject)[key], (after as JsonObject)[key]);
  // What the endpoint takes: the form's fields with their types, plus the fields it never knew.
  return Object.fromEntries(Object.entries(merged).filter(([key]) => kept(key))) as T;
}
