import t from 'tap';
import { AffHistoryPageSchema } from '#shared/api/schemas/affiliate.ts';
import { InviteePageSchema, InviterPageSchema } from '#shared/api/schemas/inviter.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { seedRedemptionKey } from '#mock-gateway/store/billing/billing.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';
import type { Teardown } from '#tests/helpers/console.ts';

// Inviter management (extensions.md, "Inviter management") against the double: the inviter list,
// an inviter's invitees, the adjustment of pending rewards, and the reward each top-up earns.

const NOW = Date.UTC(2025, 0, 1);
const NOW_S = NOW / 1000;
const DENIED = { success: false, message: '无权进行此操作，权限不足' };
type Envelope<T = unknown> = { success: boolean; message: string; data?: T };

async function start(t: Teardown) {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const admin = callerFor<Envelope>(app, await signIn(app, 'admin'));
  const inviters = async (query = '') => InviterPageSchema.parse((await admin(`/api/inviter/${query}`)).data);
  const invitees = async (id: number, query = '') => InviteePageSchema.parse((await admin(`/api/inviter/${id}/invitees${query}`)).data);
  return { app, admin, inviters, invitees };
}

/** A new account signed up through `aff`, and a caller with its session. */
async function invitedUser(app: MockGateway, username: string, aff: string) {
  const payload = { username, password: 'password123', aff_code: aff };
  const registered = await app.inject({ method: 'POST', url: '/api/user/register', payload });
  if (!registered.json<Envelope>().success) throw new Error(registered.body);
  const call = callerFor<Envelope>(app, await signIn(app, username, 'password123'));
  const user = [...app.store.users.values()].find((record) => record.username === username);
  if (!user) throw new Error('no user');
  return { call, user };
}

/** Pays a new order of `amount` dollars on the fake provider's page. */
async function payOrder(app: MockGateway, call: ReturnType<typeof callerFor<Envelope>>, amount: number) {
  const created = await call<Envelope<{ trade_no: string }>>('/api/user/order', 'POST', { uuid: 'mock-stripe-card', amount });
  const tradeNo = created.data?.trade_no ?? '';
  const paid = await app.inject({
    method: 'POST',
    url: `/api/_mock/pay/${tradeNo}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  if (paid.statusCode !== 303) throw new Error(paid.body);
  return tradeNo;
}

t.test('GET /api/inviter/: users who invited someone, with pending, earned and transferred rewards', async (t) => {
  const { inviters, admin } = await start(t);
  const all = await inviters();
  t.same([all.page, all.size, all.total_count], [1, 10, 3], 'root, admin and demo (operator invited nobody)');
  t.same(all.data, [
    {
      id: 4,
      username: 'demo',
      display_name: all.data[0]?.display_name,
      aff_code: 'DEMO',
      aff_count: 12,
      aff_quota: 1_500_000,
      aff_history_quota: 2_000_000,
      transferred_quota: 500_000,
    },
    {
      id: 2,
      username: 'admin',
      display_name: all.data[1]?.display_name,
      aff_code: 'ADMN',
      aff_count: 1,
      aff_quota: 0,
      aff_history_quota: 500_000,
      transferred_quota: 500_000,
    },
    {
      id: 1,
      username: 'root',
      display_name: all.data[2]?.display_name,
      aff_code: 'ROOT',
      aff_count: 2,
      aff_quota: 250_000,
      aff_history_quota: 1_000_000,
      transferred_quota: 750_000,
    },
  ]);
  const ids = async (query: string) => (await inviters(query)).data.map((row) => row.id);
  t.same(await ids('?order=aff_count'), [2, 1, 4]);
  t.same(await ids('?order=-aff_quota,id'), [4, 1, 2]);
  t.same(await ids('?order=-transferred_quota,-id'), [1, 4, 2]);
  t.same(await ids('?keyword=admn'), [2], 'an invite code, case-insensitive');
  t.same(await ids('?keyword=DEM'), [4], 'part of a username');
  t.same(await ids('?keyword=1'), [1], 'an id');
  t.same(await ids('?keyword=operator'), [], 'someone who invited nobody is no inviter');
  t.same(await ids('?size=2&page=2'), [1]);
  t.same(await admin('/api/inviter/?order=username'), { success: false, message: "不允许对字段 'username' 进行排序" });
  t.same(await admin('/api/inviter/?size=101'), { success: false, message: 'size 参数不能超过 100' });
  t.same(await admin('/api/inviter/?page=x'), { success: false, message: 'strconv.ParseInt: parsing "x": invalid syntax' });
});

t.test('GET /api/inviter/:id/invitees: accounts and named rows, with top-ups and rewards', async (t) => {
  const { admin, invitees } = await start(t);
  const root = await invitees(1);
  t.same(root.data, [
    { user_id: 3, username: 'operator', created_time: NOW_S - 60 * 86400, topup_quota: 0, reward_quota: 500_000 },
    { user_id: 2, username: 'admin', created_time: NOW_S - 90 * 86400, topup_quota: 0, reward_quota: 500_000 },
  ]);
  const demo = await invitees(4, '?size=20');
  t.equal(demo.total_count, 12);
  t.same(demo.data[0], { user_id: 0, username: 'grace_z', created_time: NOW_S - 86400, topup_quota: 500_000, reward_quota: 25_000 });
  t.same(
    (await invitees(4, '?order=-topup_quota,username&size=3')).data.map((row) => [row.username, row.topup_quota]),
    [
      ['wang_fang', 5_000_000],
      ['zhao_lei', 5_000_000],
      ['alice_w', 2_000_000],
    ],
  );
  t.same((await invitees(3)).total_count, 0, 'operator invited nobody');
  t.same(await admin('/api/inviter/99/invitees'), { success: false, message: 'record not found' });
  t.same(await admin('/api/inviter/x/invitees'), { success: false, message: 'strconv.Atoi: parsing "x": invalid syntax' });
  t.same(await admin('/api/inviter/4/invitees?order=remark'), { success: false, message: "不允许对字段 'remark' 进行排序" });
});

t.test('only admins and root: an operator and a common user are refused, and nothing moves', async (t) => {
  const { app } = await start(t);
  for (const username of ['operator', 'demo']) {
    const call = callerFor(app, await signIn(app, username));
    t.same(await call('/api/inviter/'), DENIED, username);
    t.same(await call('/api/inviter/4/invitees'), DENIED, username);
    t.same(await call('/api/inviter/4/adjust', 'POST', { quota: 1000, remark: 'x' }), DENIED, username);
  }
  t.equal(app.store.users.get(4)?.aff_quota, 1_500_000);
  t.same((await app.inject('/api/inviter/')).json(), { success: false, message: '无权进行此操作，未登录且未提供 access token' });
});

t.test('each top-up of an invitee earns the inviter the rule’s reward: redeemed code, paid order, manual completion', async (t) => {
  const { app, admin, invitees } = await start(t);
  const demo = app.store.users.get(4);
  const { call, user } = await invitedUser(app, 'newbie', 'DEMO');
  t.equal(demo?.aff_count, 13);
  t.equal(demo?.aff_quota, 2_000_000, 'the $1 sign-up bonus (QuotaForInviter)');

  // The default rule: 5 % of every top-up, no cap.
  t.equal((await call('/api/user/topup', 'POST', { key: seedRedemptionKey(3) })).success, true);
  t.equal(demo?.aff_quota, 2_250_000, '5 % of a $10 code');
  t.equal(demo?.aff_history_quota, 2_750_000);
  await payOrder(app, call, 20);
  t.equal(demo?.aff_quota, 2_750_000, '5 % of a paid $20 order');
  const manual = await call<Envelope<{ trade_no: string }>>('/api/user/order', 'POST', { uuid: 'mock-stripe-card', amount: 2 });
  t.equal(demo?.aff_quota, 2_750_000, 'an unpaid order earns nothing');
  t.equal((await admin('/api/payment/order/complete', 'POST', { trade_no: manual.data?.trade_no })).success, true);
  t.equal(demo?.aff_quota, 2_800_000, '5 % of an order an admin completed');

  const row = (await invitees(4)).data[0];
  t.same(row, { user_id: user.id, username: 'newbie', created_time: NOW_S, topup_quota: 16_000_000, reward_quota: 1_300_000 });
  // The inviter sees each reward in their history, newest first.
  const history = AffHistoryPageSchema.parse((await callerFor<Envelope>(app, await signIn(app, 'demo'))('/api/user/aff/history')).data);
  t.same(
    history.data.slice(0, 4).map((entry) => [entry.kind, entry.invitee_username, entry.reward_quota]),
    [
      ['topup', 'newbie', 50_000],
      ['topup', 'newbie', 500_000],
      ['topup', 'newbie', 250_000],
      ['register', 'newbie', 500_000],
    ],
  );
  // The invitee's own inviter (none) earns nothing, and the invitee's rewards do not move.
  t.equal(user.aff_quota, 0);
});

t.test('fixed, capped per invitee, and off', async (t) => {
  const { app, invitees } = await start(t);
  const demo = app.store.users.get(4);
  const { call: first } = await invitedUser(app, 'first', 'DEMO');
  const { call: second } = await invitedUser(app, 'second', 'DEMO');
  const initial = demo?.aff_quota ?? 0;
  Object.assign(app.store.settings, { InviterRewardType: 'fixed', InviterRewardValue: 300_000, InviterRewardMax: 500_000 });
  await payOrder(app, first, 1);
  await payOrder(app, first, 1);
  await payOrder(app, first, 1);
  t.equal(demo?.aff_quota, initial + 500_000, '$0.60 then the $0.40 left under the $1 cap, then nothing');
  await payOrder(app, second, 1);
  t.equal(demo?.aff_quota, initial + 800_000, 'the cap is per invitee');

  // The done-hub spelling of a percentage counts as one.
  Object.assign(app.store.settings, { InviterRewardType: 'percentage', InviterRewardValue: 10, InviterRewardMax: 0 });
  await payOrder(app, second, 10);
  t.equal(demo?.aff_quota, initial + 1_300_000, '10 % of $10');

  Object.assign(app.store.settings, { InviterRewardValue: 0 });
  await payOrder(app, second, 10);
  t.equal(demo?.aff_quota, initial + 1_300_000, 'off: nothing earned');
  const rows = (await invitees(4, '?order=username&size=100')).data.filter((row) => ['first', 'second'].includes(row.username));
  t.same(
    rows.map((row) => [row.username, row.topup_quota, row.reward_quota]),
    [
      ['first', 1_500_000, 500_000 + 500_000],
      ['second', 10_500_000, 500_000 + 300_000 + 500_000],
    ],
    'the top-up totals count top-ups that earned nothing',
  );
  const history = AffHistoryPageSchema.parse((await callerFor<Envelope>(app, await signIn(app, 'demo'))('/api/user/aff/history')).data);
  t.notOk(
    history.data.some((entry) => entry.reward_quota === 0 && entry.kind === 'topup'),
    'a top-up that earned nothing is no reward in the inviter’s history',
  );
});

t.test('POST /api/inviter/:id/adjust: pending rewards up or down with a remark, never below 0, recorded', async (t) => {
  const { app, admin, inviters } = await start(t);
  const demo = app.store.users.get(4);
  t.same(await admin('/api/inviter/4/adjust', 'POST', { quota: 250_000, remark: ' 活动补发 ' }), { success: true, message: '' });
  t.match(demo, { aff_quota: 1_750_000, aff_history_quota: 2_250_000 });
  t.same(await admin('/api/inviter/4/adjust', 'POST', { quota: -1_750_000, remark: '撤销刷单奖励' }), { success: true, message: '' });
  t.match(demo, { aff_quota: 0, aff_history_quota: 500_000 });
  t.equal((await inviters('?keyword=demo')).data[0]?.transferred_quota, 500_000, 'what was transferred stays');
  t.same(await admin('/api/inviter/4/adjust', 'POST', { quota: -1, remark: '再扣' }), {
    success: false,
    message: '调整后的待转邀请额度不能小于 0',
  });
  t.match(demo, { aff_quota: 0, aff_history_quota: 500_000 });

  const refused = [
    { quota: 0, remark: 'x' },
    { quota: 1.5, remark: 'x' },
    { quota: '100', remark: 'x' },
    { quota: 100, remark: '   ' },
    { quota: 100 },
    { quota: 100, remark: 'x'.repeat(256) },
    { quota: 1e12, remark: 'x' },
    [],
  ];
  for (const body of refused)
    t.same(
      await admin('/api/inviter/4/adjust', 'POST', body),
      { success: false, message: '无效的参数' },
      JSON.stringify(body).slice(0, 40),
    );
  const raw = await app.inject({
    method: 'POST',
    url: '/api/inviter/4/adjust',
    headers: { cookie: await signIn(app, 'admin'), 'content-type': 'application/json' },
    payload: '{"quota":',
  });
  t.ok(raw.statusCode < 500, 'malformed JSON is no server error');
  t.same(await admin('/api/inviter/99/adjust', 'POST', { quota: 1, remark: 'x' }), { success: false, message: 'record not found' });
  t.same(await admin('/api/inviter/1/adjust', 'POST', { quota: 1, remark: 'x' }), {
    success: false,
    message: '无权更新同权限等级或更高权限等级的用户信息',
  });

  const root = callerFor<
    Envelope<{ data: { action: string; target_type: string; target_id: string; username: string; detail: unknown }[] }>
  >(app, await signIn(app, 'root'));
  const records = (await root('/api/operation_record/?target_type=inviter')).data?.data ?? [];
  t.same(
    records.map(({ action, target_id, username, detail }) => ({ action, target_id, username, detail })),
    [
      {
        action: 'inviter.adjust',
        target_id: '4',
        username: 'admin',
        detail: {
          before: { aff_quota: 1_750_000, aff_history_quota: 2_250_000 },
          after: { aff_quota: 0, aff_history_quota: 500_000 },
          remark: '撤销刷单奖励',
        },
      },
      {
        action: 'inviter.adjust',
        target_id: '4',
        username: 'admin',
        detail: {
          before: { aff_quota: 1_500_000, aff_history_quota: 2_000_000 },
          after: { aff_quota: 1_750_000, aff_history_quota: 2_250_000 },
          remark: '活动补发',
        },
      },
    ],
    'one record per adjustment, refusals none',
  );
  // Root may adjust anyone, root's own rewards included.
  t.same(await root('/api/inviter/1/adjust', 'POST', { quota: 1, remark: 'x' }), { success: true, message: '' });

  const history = AffHistoryPageSchema.parse((await callerFor<Envelope>(app, await signIn(app, 'demo'))('/api/user/aff/history')).data);
  t.same(
    history.data.slice(0, 2).map(({ kind, invitee_username, reward_quota, remark }) => ({ kind, invitee_username, reward_quota, remark })),
    [
      { kind: 'adjust', invitee_username: '', reward_quota: -1_750_000, remark: '撤销刷单奖励' },
      { kind: 'adjust', invitee_username: '', reward_quota: 250_000, remark: '活动补发' },
    ],
    'the inviter sees each adjustment with its reason',
  );
});
