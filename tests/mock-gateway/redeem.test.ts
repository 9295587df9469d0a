import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import { seedRedemptionKey } from '#mock-gateway/store/billing/billing.ts';
import { insertUser } from '#mock-gateway/store/user/user.ts';

const NOW = Date.UTC(2025, 0, 1);

function start(t: Teardown) {
  return startGateway(t, { now: () => NOW, criticalRateLimit: false });
}

function redeem(app: MockGateway, cookie: string, key: unknown) {
  return app.inject({ method: 'POST', url: '/api/user/topup', headers: { cookie }, payload: { key } });
}

t.test('a seeded code credits once, logs a top-up and is then used', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'demo');
  const demo = app.store.users.get(4);
  const before = demo?.quota ?? 0;
  const res = await redeem(app, cookie, seedRedemptionKey(3));
  t.same(res.json(), { success: true, message: '', data: 5000000 });
  t.equal(demo?.quota, before + 5000000);
  t.match(app.store.redemptions.get(3), { status: 3, user_id: 4, redeemed_time: NOW / 1000 });
  t.match(app.store.logs.at(-1), { type: 1, user_id: 4, username: 'demo', quota: 5000000, content: '通过兑换码充值 ＄10.000000 额度' });
  t.same((await redeem(app, cookie, seedRedemptionKey(3))).json(), { success: false, message: '兑换失败，该兑换码已被使用' });
  t.same((await redeem(app, cookie, seedRedemptionKey(6))).json(), { success: false, message: '兑换失败，该兑换码已被使用' }, 'disabled');
  t.same((await redeem(app, cookie, 'ffffffffffffffffffffffffffffffff')).json(), { success: false, message: '兑换失败，无效的兑换码' });
  t.same((await redeem(app, cookie, '')).json(), { success: false, message: '未提供兑换码' });
  t.equal((await app.inject({ method: 'POST', url: '/api/user/topup', payload: { key: 'x' } })).statusCode, 401);
});

t.test('20 concurrent redemptions of one code by different users: exactly one succeeds', async (t) => {
  const app = await start(t);
  const users = Array.from({ length: 20 }, (_, i) =>
    insertUser(app.store, { username: `racer${i}`, password: '12345678', email: '', inviterId: 0 }),
  );
  const cookies = await Promise.all(users.map((user) => signIn(app, user.username, '12345678')));
  const logs = app.store.logs.length;
  const results = await Promise.all(cookies.map((cookie) => redeem(app, cookie, seedRedemptionKey(1))));
  const bodies = results.map((res) => res.json<{ success: boolean; message: string; data?: number }>());
  t.equal(bodies.filter((body) => body.success).length, 1, 'one success');
  t.ok(bodies.filter((body) => !body.success).every((body) => body.message === '兑换失败，该兑换码已被使用'));
  t.equal(
    users.reduce((sum, user) => sum + user.quota, 0),
    500000,
    'credited once',
  );
  t.equal(app.store.logs.length, logs + 1, 'one log row');
  const winner = users.find((user) => user.quota === 500000);
  t.equal(app.store.redemptions.get(1)?.user_id, winner?.id);
});

t.test('admin CRUD mints codes that users can redeem', async (t) => {
  const app = await start(t);
  const admin = await signIn(app, 'admin');
  const created = await app.inject({
    method: 'POST',
    url: '/api/redemption/',
    headers: { cookie: admin },
    payload: { name: '测试批次', quota: 123456, count: 3 },
  });
  const keys = created.json<{ data: string[] }>().data;
  t.equal(keys.length, 3);
  t.ok(keys.every((key) => /^[0-9a-f]{32}$/.test(key)));
  for (const [payload, message] of [
    [{ name: '', quota: 1, count: 1 }, '兑换码名称长度必须在1-20之间'],
    [{ name: '七个汉字的名字', quota: 1, count: 1 }, '兑换码名称长度必须在1-20之间'],
    [{ name: 'x', quota: 1, count: 0 }, '兑换码个数必须大于0'],
    [{ name: 'x', quota: 1, count: 101 }, '一次兑换码批量生成的个数不能大于 100'],
  ] as const) {
    t.same((await app.inject({ method: 'POST', url: '/api/redemption/', headers: { cookie: admin }, payload })).json(), {
      success: false,
      message,
    });
  }
  const list = await app.inject({ url: '/api/redemption/?keyword=测试&order=-quota&size=2', headers: { cookie: admin } });
  t.match(list.json(), { success: true, data: { page: 1, size: 2, total_count: 3 } });
  t.same((await app.inject({ url: '/api/redemption/?order=key', headers: { cookie: admin } })).json(), {
    success: false,
    message: "不允许对字段 'key' 进行排序",
  });
  const byId = await app.inject({ url: '/api/redemption/?keyword=2', headers: { cookie: admin } });
  t.same(
    byId.json<{ data: { data: { id: number }[] } }>().data.data.map((row) => row.id),
    [2],
  );
  const newest = [...app.store.redemptions.values()].at(-1);
  const id = newest?.id ?? 0;
  t.match((await app.inject({ url: `/api/redemption/${id}`, headers: { cookie: admin } })).json(), {
    success: true,
    data: { id, name: '测试批次', status: 1, user_id: 2 },
  });
  t.same((await app.inject({ url: '/api/redemption/999', headers: { cookie: admin } })).json(), {
    success: false,
    message: 'record not found',
  });
  const renamed = await app.inject({
    method: 'PUT',
    url: '/api/redemption/',
    headers: { cookie: admin },
    payload: { id, name: 'renamed', quota: 7, status: 2 },
  });
  t.match(renamed.json(), { success: true, data: { id, name: 'renamed', quota: 7, status: 1 } }, 'status ignored without status_only');
  const disabled = await app.inject({
    method: 'PUT',
    url: '/api/redemption/?status_only=1',
    headers: { cookie: admin },
    payload: { id, status: 2, name: 'ignored' },
  });
  t.match(disabled.json(), { success: true, data: { id, name: 'renamed', status: 2 } });
  const demo = await signIn(app, 'demo');
  t.same((await redeem(app, demo, newest?.key)).json(), { success: false, message: '兑换失败，该兑换码已被使用' });
  t.same((await redeem(app, demo, keys[0])).json(), { success: true, message: '', data: 123456 });
  t.same((await app.inject({ method: 'DELETE', url: `/api/redemption/${id}`, headers: { cookie: admin } })).json(), {
    success: true,
    message: '',
  });
  t.notOk(app.store.redemptions.has(id));
  t.same((await app.inject({ url: '/api/redemption/', headers: { cookie: demo } })).json(), {
    success: false,
    message: '无权进行此操作，权限不足',
  });
});
