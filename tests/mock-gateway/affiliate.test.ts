import t from 'tap';
import { z } from 'zod/mini';
import { AffHistoryPageSchema } from '#shared/api/schemas/affiliate.ts';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { UserSchema } from '#shared/api/schemas/user.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
const HistoryEnvelope = envelopeOf(AffHistoryPageSchema);
const SelfEnvelope = envelopeOf(UserSchema);
const TRANSFER_PATHS = ['/api/user/aff/transfer', '/api/user/aff_transfer'] as const;

async function history(app: MockGateway, cookie: string, query = '') {
  const response = await app.inject({ url: `/api/user/aff/history${query}`, headers: { cookie } });
  return { status: response.statusCode, body: z.parse(HistoryEnvelope, response.json()) };
}

async function self(app: MockGateway, cookie: string) {
  const body = z.parse(SelfEnvelope, (await app.inject({ url: '/api/user/self', headers: { cookie } })).json());
  if (!body.data) throw new Error('no user');
  return body.data;
}

async function transfer(app: MockGateway, cookie: string, payload: unknown, path: string = TRANSFER_PATHS[0]) {
  const response = await app.inject({ method: 'POST', url: path, headers: { cookie }, payload: payload as object });
  return { status: response.statusCode, body: response.json<{ success: boolean; message: string }>() };
}

/** A new account, signed up through `aff` when given, and its session. */
async function newUser(app: MockGateway, username: string, aff?: string): Promise<string> {
  const payload = { username, password: 'password123', ...(aff ? { aff_code: aff } : {}) };
  const response = await app.inject({ method: 'POST', url: '/api/user/register', payload });
  t.equal(response.json<{ success: boolean }>().success, true, `registered ${username}`);
  return signIn(app, username, 'password123');
}

t.test('history: the seeded demo rows in the envelope, paged, newest first, agreeing with the user record', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const cookie = await signIn(app, 'demo');
  const first = await history(app, cookie);
  t.equal(first.status, 200);
  t.equal(first.body.success, true);
  const page = first.body.data;
  if (!page) throw new Error('no page');
  t.match(page, { page: 1, size: 10, total_count: 12 });
  t.equal(page.data.length, 10);
  const times = page.data.map((row) => row.created_time);
  t.same(
    times,
    [...times].sort((a, b) => b - a),
    'newest first',
  );
  t.equal(page.data[0]?.invitee_username, 'grace_z');

  const second = (await history(app, cookie, '?page=2')).body.data;
  t.equal(second?.data.length, 2, 'the last two rows on page 2');
  t.equal(second?.data.at(-1)?.invitee_username, 'lin_wei', 'the oldest last');
  t.equal((await history(app, cookie, '?size=5&page=3')).body.data?.data.length, 2);

  const all = (await history(app, cookie, '?size=100')).body.data?.data ?? [];
  const user = await self(app, cookie);
  t.equal(all.length, user.aff_count, 'one row per invitee');
  t.equal(
    all.reduce((sum, row) => sum + row.reward_quota, 0),
    user.aff_history_quota,
    'the rows add up to the total earned',
  );
  t.ok(user.aff_quota <= user.aff_history_quota, 'pending is part of the total');
  const raw = (await app.inject({ url: '/api/user/aff/history', headers: { cookie } })).json<{ data: { data: object[] } }>();
  t.notOk(
    raw.data.data.some((row) => 'inviter_id' in row),
    'the stored inviter id is not sent',
  );
});

t.test('history: bad paging gets upstream messages, no credentials a 401', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const cookie = await signIn(app, 'demo');
  const tooBig = await app.inject({ url: '/api/user/aff/history?size=101', headers: { cookie } });
  t.equal(tooBig.statusCode, 200);
  t.match(tooBig.json(), { success: false, message: 'size 参数不能超过 100' });
  const badOrder = await app.inject({ url: '/api/user/aff/history?order=inviter_id', headers: { cookie } });
  t.match(badOrder.json(), { success: false, message: /inviter_id/ });
  const anonymous = await app.inject('/api/user/aff/history');
  t.equal(anonymous.statusCode, 401);
});

t.test('history: a user only ever sees their own invitees', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const root = await history(app, await signIn(app, 'root'), '?size=100');
  t.same(
    root.body.data?.data.map((row) => row.invitee_username).sort(),
    ['admin', 'operator'],
    "root sees its two invitees and none of demo's",
  );
  const admin = await history(app, await signIn(app, 'admin'), '?size=100');
  t.same(
    admin.body.data?.data.map((row) => row.invitee_username),
    ['demo'],
  );

  // A new inviter and a new invitee: the row appears for the inviter only.
  const inviter = await newUser(app, 'inviter1');
  const code = (await app.inject({ url: '/api/user/aff', headers: { cookie: inviter } })).json<{ data: string }>().data;
  t.same((await history(app, inviter)).body.data?.data, [], 'a new account has no history');
  const invitee = await newUser(app, 'invitee1', code);
  const rows = (await history(app, inviter)).body.data?.data ?? [];
  t.same(
    rows.map(({ invitee_username, reward_quota }) => ({ invitee_username, reward_quota })),
    [{ invitee_username: 'invitee1', reward_quota: 500000 }],
    "the double's default QuotaForInviter ($1) is the reward",
  );
  t.equal(rows[0]?.created_time, NOW / 1000);
  t.match(await self(app, inviter), { aff_count: 1, aff_quota: 500000, aff_history_quota: 500000 });
  t.same((await history(app, invitee)).body.data?.data, [], "the invitee does not see the inviter's row");
  const demo = (await history(app, await signIn(app, 'demo'), '?size=100')).body.data?.data ?? [];
  t.notOk(
    demo.some((row) => row.invitee_username === 'invitee1'),
    'nor does anyone else',
  );
});

t.test('history: a sign-up without reward still lists the invitee', async (t) => {
  const app = await startGateway(t, { now: () => NOW, settings: { QuotaForInviter: 0 } });
  const inviter = await newUser(app, 'inviter2');
  const code = (await app.inject({ url: '/api/user/aff', headers: { cookie: inviter } })).json<{ data: string }>().data;
  await newUser(app, 'invitee2', code);
  t.match((await history(app, inviter)).body.data?.data, [{ invitee_username: 'invitee2', reward_quota: 0 }]);
});

t.test('transfer: moves pending rewards into the balance under both spellings', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const cookie = await signIn(app, 'demo');
  const before = await self(app, cookie);
  t.equal(before.aff_quota, 1500000);
  for (const path of TRANSFER_PATHS) {
    const answer = await transfer(app, cookie, { quota: 500000 }, path);
    t.same(answer, { status: 200, body: { success: true, message: '划转成功' } }, path);
  }
  const after = await self(app, cookie);
  t.equal(after.aff_quota, before.aff_quota - 1000000);
  t.equal(after.quota, before.quota + 1000000);
  t.equal(after.aff_history_quota, before.aff_history_quota, 'the total earned does not move');
});

t.test('transfer: the minimum and the pending amount are enforced, nothing moves on a refusal', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const cookie = await signIn(app, 'demo');
  const before = await self(app, cookie);
  for (const path of TRANSFER_PATHS) {
    t.same(
      await transfer(app, cookie, { quota: 499999 }, path),
      { status: 200, body: { success: false, message: '转移额度最小为＄1.000000 额度！' } },
      `${path}: below one unit`,
    );
    t.same(
      await transfer(app, cookie, { quota: 1500001 }, path),
      { status: 200, body: { success: false, message: '邀请额度不足！' } },
      `${path}: more than is pending`,
    );
  }
  const quotaDisplay = await startGateway(t, { now: () => NOW, status: { display_in_currency: false } });
  t.equal(
    (await transfer(quotaDisplay, await signIn(quotaDisplay, 'demo'), { quota: 1 })).body.message,
    '转移额度最小为500000 点额度！',
    'the minimum in quota when the site shows no currency',
  );
  // A user with nothing pending cannot transfer the minimum either.
  t.equal((await transfer(app, await signIn(app, 'operator'), { quota: 500000 })).body.message, '邀请额度不足！');
  t.same(await self(app, cookie), before, 'nothing moved');
});

t.test('transfer: malformed bodies are refused with an envelope, never a 5xx', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const cookie = await signIn(app, 'demo');
  const before = await self(app, cookie);
  for (const payload of [{}, { quota: '500000' }, { quota: -500000 }, { quota: 0 }, { quota: 500000.5 }, [], { quota: null }]) {
    const answer = await transfer(app, cookie, payload);
    t.same(answer, { status: 200, body: { success: false, message: '无效的参数' } }, JSON.stringify(payload));
  }
  const broken = await app.inject({
    method: 'POST',
    url: TRANSFER_PATHS[0],
    headers: { cookie, 'content-type': 'application/json' },
    payload: '{"quota":',
  });
  t.equal(broken.statusCode, 200, "one-hub's HTTP 200 failure");
  t.equal(broken.json<{ success: boolean }>().success, false);
  const anonymous = await app.inject({ method: 'POST', url: TRANSFER_PATHS[1], payload: { quota: 500000 } });
  t.equal(anonymous.statusCode, 401);
  t.same(await self(app, cookie), before, 'nothing moved');
});

t.test('transfer: concurrent transfers cannot overdraw the pending rewards', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const cookie = await signIn(app, 'demo');
  const before = await self(app, cookie);
  // Seven requests of one unit each against three units pending, over both spellings at once.
  const answers = await Promise.all(
    Array.from({ length: 7 }, (_, index) => transfer(app, cookie, { quota: 500000 }, TRANSFER_PATHS[index % 2])),
  );
  const succeeded = answers.filter((answer) => answer.body.success).length;
  t.equal(succeeded, 3, 'exactly what was pending moved');
  t.ok(
    answers.filter((answer) => !answer.body.success).every((answer) => answer.body.message === '邀请额度不足！'),
    'the rest were refused for lack of rewards',
  );
  const after = await self(app, cookie);
  t.equal(after.aff_quota, 0);
  t.equal(after.quota, before.quota + before.aff_quota);
});
