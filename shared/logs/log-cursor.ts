/**
 * Time cursor over one-hub's offset-paged log list (issue 35 item 5), built from one-hub's own
 * query params so it works against an unmodified gateway.
 *
 * one-hub (model/log.go GetLogsList, model/common.go PaginateAndOrder): `end_timestamp` is
 * inclusive (`created_at <= ?`), default order is `id DESC` (`id` is not an allowed order field),
 * `size` is at most MaxRecentItems and offset is `(page - 1) * size`.
 *
 * Rule: the next page asks `end_timestamp = t` (t = the last shown row's created_at) with
 * `page = floor(k / size) + 1`, where k is how many shown rows have created_at == t; rows whose id is
 * at or above the last shown id are dropped (already shown). The raw page covers offsets
 * [(page-1)·size, page·size) of the rows at or before t, and k < page·size, so a full page always brings at
 * least one new row even when more than `size` rows share one second; a short raw page ends the
 * list. Assumes created_at does not decrease as id grows (one-hub stamps rows as it writes them).
 */
export interface CursorRow {
  readonly id: number;
  readonly created_at: number;
}

export interface LogCursor {
  /** created_at of the last shown row. */
  readonly endTimestamp: number;
  /** id of the last shown row. */
  readonly lastId: number;
  /** shown rows with created_at === endTimestamp. */
  readonly sameSecond: number;
}

export interface CursorRequest {
  readonly end_timestamp: number;
  readonly page: number;
  readonly size: number;
}

/** The cursor after `rows` (the whole list shown so far, newest first); null when empty. */
export function cursorAfter(rows: readonly CursorRow[]): LogCursor | null {
  const last = rows.at(-1);
  if (last === undefined) return null;
  let sameSecond = 0;
  for (let i = rows.length - 1; i >= 0 && rows[i]?.created_at === last.created_at; i -= 1) sameSecond += 1;
  return { endTimestamp: last.created_at, lastId: last.id, sameSecond };
}

/** one-hub query params for the page after `cursor`. */
export function nextPageRequest(cursor: LogCursor, size: number): CursorRequest {
  return { end_timestamp: cursor.endTimestamp, page: Math.floor(cursor.sameSecond / size) + 1, size };
}

/** The rows of a raw answer to `nextPageRequest` not shown yet, and whether the list has ended. */
export function newRowsOf<T extends CursorRow>(
  cursor: LogCursor,
  raw: readonly T[],
  size: number,
  shownIds: ReadonlySet<number>,
): { rows: T[]; ended: boolean } {
  const rows = raw.filter((row) => row.id < cursor.lastId && !shownIds.has(row.id));
  return { rows, ended: raw.length < size };
}
