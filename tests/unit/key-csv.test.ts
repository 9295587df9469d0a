import t from 'tap';
import { batchNames, createKeys, findKeys } from '#client/components/key-editor/key-batch.ts';
import { keysCsv, keysCsvFileName } from '#client/components/key-editor/key-csv.ts';
import { apiQuery, KEY_LIST_STATE } from '#client/components/key-editor/key-query.ts';
import type { KeyQuery } from '#client/components/key-editor/key-query.ts';
import { withSearchState } from '#shared/url-state/search-state.ts';

const parseKeyQuery = (params: URLSearchParams) => KEY_LIST_STATE.parse(params);
const withQuery = (params: URLSearchParams, changes: Partial<KeyQuery>) =>
  `?${withSearchState(KEY_LIST_STATE, params, { ...parseKeyQuery(params), ...changes }).toString()}`.replace(/^\?$/, '');
import type { ApiClient } from '#shared/api/client.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import { parseCsv as parse } from '#tests/helpers/csv.ts';
import { nextSortOrder } from '#client/components/admin-kit/sort-order.ts';

function token(id: number, name: string, extra: Partial<Token> = {}): Token {
  return {
    id,
    user_id: 4,
    key: `key${id}`,
    status: 1,
    name,
    created_time: 1,
    accessed_time: 0,
    expired_time: -1,
    remain_quota: 0,
    unlimited_quota: true,
    used_quota: 0,
    group: '',
    backup_group: '',
    setting: null,
    ...extra,
  };
}

const LABELS = {
  header: ['Name', 'Key', 'Quota', 'Expires', 'Group'] as [string, string, string, string, string],
  unlimited: 'Unlimited',
  never: 'Never',
  followGroup: 'Follows your group',
};

t.test('the CSV has a header and one row per key with the sk- key', async (t) => {
  const csv = keysCsv(
    [
      token(1, 'shop-1', {
        unlimited_quota: false,
        remain_quota: 2_500_000,
        expired_time: Date.UTC(2027, 0, 15, 8, 30) / 1000,
        group: 'vip',
      }),
      token(2, 'a,"quoted"\nname'),
    ],
    LABELS,
    { quotaPerUnit: 500_000, displayInCurrency: true },
    'Asia/Hong_Kong',
  );
  t.ok(csv.endsWith('\r\n'), 'CRLF records');
  t.same(parse(csv), [
    ['Name', 'Key', 'Quota', 'Expires', 'Group'],
    ['shop-1', 'sk-key1', '$5', '2027-01-15 16:30:00', 'vip'],
    ['a,"quoted"\nname', 'sk-key2', 'Unlimited', 'Never', 'Follows your group'],
  ]);
  const raw = keysCsv(
    [token(3, 'r', { unlimited_quota: false, remain_quota: 25_000 })],
    LABELS,
    { quotaPerUnit: 500_000, displayInCurrency: false },
    'UTC',
  );
  t.equal(parse(raw)[1]?.[2], '25.000k', 'raw quota when the site does not show money');
  const attack = parse(
    keysCsv(
      [token(4, '=HYPERLINK("https://evil.example","x")', { group: '@vip' })],
      LABELS,
      { quotaPerUnit: 500_000, displayInCurrency: true },
      'UTC',
    ),
  );
  t.same(attack[1]?.[0], `'=HYPERLINK("https://evil.example","x")`, 'a name that is a formula stays text');
  t.same(attack[1]?.[4], `'@vip`, 'so does a group');
  t.equal(keysCsvFileName('my shop/1', Date.UTC(2027, 0, 15, 8, 30, 5) / 1000, 'UTC'), 'keys-my_shop_1-20270115-083005.csv');
});

t.test('a batch posts numbered names and reads the newest of each back', async (t) => {
  t.same(batchNames('k', 1), ['k']);
  t.same(batchNames('k', 3), ['k-1', 'k-2', 'k-3']);
  const posted: string[] = [];
  const store = [token(1, 'k-1'), token(2, 'k-2')];
  let inFlight = 0;
  let maxInFlight = 0;
  const api = {
    async post(_path: string, body: { name: string }) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Later names answer sooner: only one-at-a-time posting keeps the ids in name order.
      await new Promise((resolve) => setTimeout(resolve, 10 - Number(body.name.slice(2))));
      inFlight -= 1;
      if (body.name === 'k-4') throw new Error('quota too small');
      posted.push(body.name);
      store.push(token(store.length + 1, body.name));
      return undefined;
    },
    async get(_path: string, _schema: unknown, query: { keyword: string; order: string; page: number; size: number }) {
      const rows = store
        .filter((row) => row.name.startsWith(query.keyword))
        .sort((a, b) => (query.order === '-id' ? b.id - a.id : a.id - b.id));
      return {
        data: rows.slice((query.page - 1) * query.size, query.page * query.size),
        page: query.page,
        size: query.size,
        total_count: rows.length,
      };
    },
  } as unknown as ApiClient;
  const progress: number[] = [];
  const result = await createKeys(
    api,
    { name: 'k', expired_time: -1, remain_quota: 0, unlimited_quota: true },
    batchNames('k', 5),
    (done) => progress.push(done),
  );
  t.same(result.created, ['k-1', 'k-2', 'k-3', 'k-5'], 'created in name order');
  t.same(posted, ['k-1', 'k-2', 'k-3', 'k-5'], 'posted in name order');
  t.same(result.failed, [{ name: 'k-4', message: 'quota too small' }]);
  t.same(progress, [1, 2, 3, 4, 5]);
  t.equal(maxInFlight, 1, 'one POST at a time');
  const ids = store.filter((row) => row.id > 2).map((row) => [row.name, row.id]);
  t.same(
    ids,
    [
      ['k-1', 3],
      ['k-2', 4],
      ['k-3', 5],
      ['k-5', 6],
    ],
    'ids follow the names',
  );
  const found = await findKeys(api, 'k-', result.created);
  t.same(
    found.map((row) => row.name),
    result.created,
    'in the order asked',
  );
  t.ok(
    found.every((row) => row.id > 2),
    'older keys with the same name lose',
  );
});

t.test('the list state lives in the URL', async (t) => {
  t.same(parseKeyQuery(new URLSearchParams('page=3&size=50&keyword=%20shop%20&order=-used_quota')), {
    page: 3,
    size: 50,
    keyword: 'shop',
    order: '-used_quota',
  });
  t.same(
    parseKeyQuery(new URLSearchParams('page=0&size=1000&order=key')),
    { page: 1, size: 10, keyword: '', order: '' },
    'bad values fall back',
  );
  t.same(apiQuery({ page: 2, size: 10, keyword: '', order: '' }), { page: 2, size: 10 });
  t.equal(withQuery(new URLSearchParams('page=3&keyword=a'), { keyword: 'b', page: 1 }), '?keyword=b');
  t.equal(withQuery(new URLSearchParams('size=20'), { size: 10 }), '');
  t.equal(nextSortOrder('', 'name'), 'name');
  t.equal(nextSortOrder('name', 'name'), '-name');
  t.equal(nextSortOrder('-name', 'name'), '');
  t.equal(nextSortOrder('-name', 'status'), 'status');
});
