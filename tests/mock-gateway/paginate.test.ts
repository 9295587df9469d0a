import t from 'tap';
import { paginate } from '#mock-gateway/store/paginate.ts';

interface Row {
  id: number;
  name: string;
  quota: number;
  enabled: boolean;
}

const rows: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `user-${String.fromCharCode(97 + (index % 5))}`,
  quota: (index * 7) % 10,
  enabled: index % 2 === 0,
}));
const allowed = ['id', 'name', 'quota', 'enabled'] as const;

function ids(result: ReturnType<typeof paginate<Row>>): number[] {
  if (!result.ok) throw new Error(result.message);
  return result.page.data.map((row) => row.id);
}

t.test('defaults: page 1, size 10, id descending, total_count of all rows', async (t) => {
  const result = paginate(rows, {}, allowed);
  t.ok(result.ok);
  if (!result.ok) return;
  t.same(
    result.page.data.map((row) => row.id),
    [25, 24, 23, 22, 21, 20, 19, 18, 17, 16],
  );
  t.equal(result.page.page, 1);
  t.equal(result.page.size, 10);
  t.equal(result.page.total_count, 25);
});

t.test('page is 1-based; page below 1 becomes 1; size below 1 becomes 10', async (t) => {
  t.same(ids(paginate(rows, { page: '3', size: '10' }, allowed)), [5, 4, 3, 2, 1]);
  t.same(ids(paginate(rows, { page: '0', size: '2' }, allowed)), [25, 24]);
  t.same(ids(paginate(rows, { page: '-4', size: '2' }, allowed)), [25, 24]);
  const result = paginate(rows, { size: '0' }, allowed);
  t.equal(result.ok && result.page.size, 10);
  t.same(ids(paginate(rows, { page: '9', size: '10' }, allowed)), [], 'past the end is an empty page');
});

t.test('size 100 is allowed, 101 is refused with the upstream message', async (t) => {
  const max = paginate(rows, { size: '100' }, allowed);
  t.equal(max.ok && max.page.data.length, 25);
  t.same(paginate(rows, { size: '101' }, allowed), { ok: false, message: 'size 参数不能超过 100' });
});

t.test('non-numeric page or size is a binding error', async (t) => {
  const result = paginate(rows, { page: 'abc' }, allowed);
  t.notOk(result.ok);
  t.match(!result.ok && result.message, /invalid syntax/);
  // gin binds the first value of a repeated key.
  const repeated = paginate(rows, { size: ['1', '2'] }, allowed);
  t.equal(repeated.ok && repeated.page.size, 1);
});

t.test('order: comma list, `-` prefix descends, later keys break ties', async (t) => {
  t.same(ids(paginate(rows, { order: 'id', size: '3' }, allowed)), [1, 2, 3]);
  t.same(ids(paginate(rows, { order: 'quota,-id', size: '4' }, allowed)), [21, 11, 1, 24]);
  t.same(ids(paginate(rows, { order: ' -enabled , id ', size: '3' }, allowed)), [1, 3, 5]);
  t.same(ids(paginate(rows, { order: 'name,id', size: '3' }, allowed)), [1, 6, 11]);
});

t.test('order on a field outside the whitelist is refused', async (t) => {
  t.same(paginate(rows, { order: 'password' }, allowed), { ok: false, message: "不允许对字段 'password' 进行排序" });
  t.same(paginate(rows, { order: 'id,-secret' }, ['id']), { ok: false, message: "不允许对字段 'secret' 进行排序" });
  t.same(paginate(rows, { order: 'id,' }, allowed), { ok: false, message: "不允许对字段 '' 进行排序" });
});

t.test('does not mutate the input rows', async (t) => {
  const before = rows.map((row) => row.id);
  paginate(rows, { order: '-quota' }, allowed);
  t.same(
    rows.map((row) => row.id),
    before,
  );
});
