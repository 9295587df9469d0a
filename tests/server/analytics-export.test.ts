import t from 'tap';
import { appendLog } from '#mock-gateway/store/log/log.ts';
import { UserRankPageSchema } from '#shared/api/schemas/analytics.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { parseCsv } from '#tests/helpers/csv.ts';

// The Analytics ranking's CSV export through the console (issue 12): admins only, the page's
// range and user, every ranked user paged from the gateway's /api/analytics/user_rank 100 at a time.

const HEADER = ['Rank', 'User ID', 'Username', 'Cost (quota)', 'Requests', 'Prompt tokens', 'Completion tokens', 'Request time (ms)'];

t.test('an admin exports every user of the range by cost, names defused, and one user on its own', async (t) => {
  const { app, gateway } = await startConsole(t);
  // 150 one-call users (ids unknown to the store: the rows name them), so it takes two pages.
  for (let n = 0; n < 150; n++) {
    appendLog(gateway.store, {
      user_id: 10_000 + n,
      type: 2,
      content: '',
      username: `bulk${n}`,
      token_name: 'k',
      model_name: 'gpt-4o-mini',
      quota: 1 + n,
      prompt_tokens: 3,
      completion_tokens: 4,
      channel_id: 1,
      request_time: 5,
      is_stream: false,
      source_ip: '',
      metadata: null,
    });
  }
  // A name is text someone chose: a formula must not survive into the sheet.
  const banned = gateway.store.users.get(5);
  if (banned) banned.username = '=HYPERLINK("http://evil.test","x")';
  const cookie = await sessionFor(app, 'admin');

  const all = await app.inject({ url: '/export/analytics-users.csv?lng=en', headers: { cookie } });
  t.equal(all.statusCode, 200);
  t.match(all.headers['content-type'], /^text\/csv/);
  t.match(all.headers['content-disposition'], /^attachment; filename="analytics-users-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
  const records = parseCsv(all.body);
  t.same(records[0], HEADER);
  t.equal(all.headers['x-total-count'], String(records.length - 1));
  t.equal(records.length - 1, 155, 'the five seeded users and the 150 added, once each');
  const costs = records.slice(1).map((row) => Number(row[3]));
  t.same(
    costs,
    [...costs].sort((a, b) => b - a),
    'highest cost first',
  );
  t.same(
    records.slice(1).map((row) => Number(row[0])),
    records.slice(1).map((_row, index) => index + 1),
    'ranked 1…n',
  );
  t.ok(
    records.some((row) => row[2] === `'=HYPERLINK("http://evil.test","x")`),
    'CSV injection defused',
  );

  // The same figures the gateway ranks for the page's range (7 UTC days to the end of today).
  const day = 86_400;
  const today = Math.floor(Date.now() / 1000 / day) * day;
  const ranked = UserRankPageSchema.parse(
    (
      await gateway.inject({
        url: `/api/analytics/user_rank?start_timestamp=${today - 6 * day}&end_timestamp=${today + day - 1}&size=5`,
        headers: { cookie: await sessionFor(gateway, 'admin') },
      })
    ).json<{ data: unknown }>().data,
  );
  t.same(
    records.slice(1, 6).map((row) => [Number(row[1]), Number(row[3]), Number(row[4])]),
    ranked.data.map((row) => [row.user_id, row.quota, row.request_count]),
  );

  const demo = await app.inject({ url: '/export/analytics-users.csv?lng=zh-CN&user_id=4&range=30d', headers: { cookie } });
  const rows = parseCsv(demo.body);
  t.same(
    rows.map((row) => row.slice(0, 3)),
    [
      ['排名', '用户 ID', '用户名'],
      ['1', '4', 'demo'],
    ],
  );
});

t.test('a common user is refused without the gateway being asked; a guest must sign in', async (t) => {
  let asked = 0;
  const { app } = await startConsole(t, {
    prepareGateway: (gateway) =>
      gateway.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/analytics/')) asked += 1;
      }),
  });
  const demo = await app.inject({ url: '/export/analytics-users.csv', headers: { cookie: await sessionFor(app, 'demo') } });
  t.equal(demo.statusCode, 403);
  t.same(demo.json(), { success: false, message: 'Exporting analytics needs an operator or an admin.' });
  const guest = await app.inject({ url: '/export/analytics-users.csv' });
  t.equal(guest.statusCode, 401);
  t.equal(asked, 0, 'the gateway’s ranking was never asked');
});
