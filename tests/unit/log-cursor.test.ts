import t from 'tap';
import { cursorAfter, newRowsOf, nextPageRequest } from '#shared/logs/log-cursor.ts';
import type { CursorRow } from '#shared/logs/log-cursor.ts';

/** one-hub's answer: created_at <= end_timestamp, id DESC, offset (page-1)*size. */
function oneHub(all: readonly CursorRow[], q: { end_timestamp?: number; page: number; size: number }): CursorRow[] {
  const end = q.end_timestamp;
  return all
    .filter((r) => end === undefined || r.created_at <= end)
    .toSorted((a, b) => b.id - a.id)
    .slice((q.page - 1) * q.size, q.page * q.size);
}

function walk(all: readonly CursorRow[], size: number): { ids: number[]; calls: number } {
  const shown: CursorRow[] = [...oneHub(all, { page: 1, size })];
  let ended = shown.length < size;
  let calls = 1;
  while (!ended && calls < 1000) {
    const cursor = cursorAfter(shown);
    if (cursor === null) break;
    const q = nextPageRequest(cursor, size);
    const page = newRowsOf(cursor, oneHub(all, q), size, new Set(shown.map((r) => r.id)));
    shown.push(...page.rows);
    ended = page.ended;
    calls += 1;
  }
  return { ids: shown.map((r) => r.id), calls };
}

const rows = (stamps: number[]): CursorRow[] => stamps.map((created_at, i) => ({ id: i + 1, created_at }));

t.test('rows sharing a second across the page boundary: none skipped, none twice', async (t) => {
  // ids 1..10; ids 3..7 share second 200, the page boundary (size 4) falls inside them.
  const all = rows([100, 150, 200, 200, 200, 200, 200, 300, 400, 500]);
  const { ids } = walk(all, 4);
  t.same(ids, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
});

t.test('more rows in one second than a page: the offset within that second moves on', async (t) => {
  const all = rows([50, ...Array.from({ length: 11 }, () => 60), 70]);
  const { ids } = walk(all, 3);
  t.same(
    ids,
    Array.from({ length: 13 }, (_, i) => 13 - i),
  );
  t.same(nextPageRequest({ endTimestamp: 60, lastId: 5, sameSecond: 7 }, 3), { end_timestamp: 60, page: 3, size: 3 });
});

t.test('empty list and end of list', async (t) => {
  t.equal(cursorAfter([]), null);
  t.same(walk([], 5).ids, []);
  const exact = rows([1, 2, 3, 4]);
  const { ids } = walk(exact, 2);
  t.same(ids, [4, 3, 2, 1], 'a list that is a whole number of pages ends on the empty page');
  const c = cursorAfter([{ id: 9, created_at: 5 }]);
  t.ok(c);
  if (c) t.same(newRowsOf(c, [], 2, new Set([9])), { rows: [], ended: true });
});

t.test('dedupe by id: a row already shown is dropped even if the gateway repeats it', async (t) => {
  const c = { endTimestamp: 10, lastId: 5, sameSecond: 1 };
  const page = newRowsOf(
    c,
    [
      { id: 5, created_at: 10 },
      { id: 4, created_at: 10 },
      { id: 3, created_at: 9 },
    ],
    3,
    new Set([5, 3]),
  );
  t.same(
    page.rows.map((r) => r.id),
    [4],
  );
  t.equal(page.ended, false);
});
