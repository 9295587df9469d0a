import t from 'tap';
import { pino } from 'pino';
import { TOKEN_STATUS } from '#shared/api/schemas/key.ts';
import { windowStart } from '#shared/budgets/budget-window.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { budgetResetJob } from '#server/budgets/reset-job.ts';
import type { BudgetTurn } from '#server/budgets/reset-job.ts';
import { adminApi } from '#server/gateway-admin/admin-api.ts';
import type { JobContext } from '#server/scheduler/scheduler.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import type { ConsoleUnderTest } from '#tests/helpers/console.ts';

// The console's budget endpoints against the double: who may set a budget on which key, what a
// save and the reset job do to the key at the gateway (only its quota and, when the budget had
// used it up, its status), and that the job resets a window once however often it runs.

const ZONE = 'Asia/Shanghai';
/** 2026-03-10 23:30 in Shanghai. */
const BEFORE_MIDNIGHT = Date.UTC(2026, 2, 10, 15, 30);
const AFTER_MIDNIGHT = Date.UTC(2026, 2, 10, 16, 0, 5);
const DEMO_LIMITED = 9;
const DEMO_EXHAUSTED = 12;
const ADMIN_DEFAULT = 4;

interface Clocked {
  console: ConsoleUnderTest;
  setNow(ms: number): void;
}

async function start(t: Parameters<typeof startConsole>[0], options: Parameters<typeof startConsole>[1] = {}): Promise<Clocked> {
  let now = BEFORE_MIDNIGHT;
  const console = await startConsole(t, { ...options, clock: { now: () => now } });
  return { console, setNow: (ms) => (now = ms) };
}

function put(c: ConsoleUnderTest, cookie: string, tokenId: number, body: unknown, headers: Record<string, string> = {}) {
  return c.app.inject({ method: 'PUT', url: `/console-api/budgets/${tokenId}`, headers: { cookie, ...headers }, payload: body as object });
}

function storedKey(c: ConsoleUnderTest, id: number) {
  const key = c.gateway.store.tokens.get(id);
  if (!key) throw new Error(`the double has no key ${id}`);
  return key;
}

/** The key as the double stores it, without what a budget may change. */
function keptFields(c: ConsoleUnderTest, id: number) {
  const {
    remain_quota: _remain,
    unlimited_quota: _unlimited,
    status: _status,
    accessed_time: _accessed,
    ...kept
  } = c.gateway.store.tokens.get(id) ?? {};
  return structuredClone(kept);
}

/** One turn of the reset job as the leader would run it, at `now`. */
async function turn(c: ConsoleUnderTest, now: number): Promise<BudgetTurn> {
  let result: BudgetTurn | undefined;
  const job = budgetResetJob({
    api: adminApi(c.config.gatewayUrl, seedAccessToken('admin'), 3000),
    holder: 'test-leader',
    onTurn: (done) => (result = done),
  });
  const context: JobContext = { now, store: c.app.store, log: pino({ level: 'silent' }), stillLeader: () => true, leaseMs: 30_000 };
  await job.run(context);
  if (!result) throw new Error('the job ran no turn');
  return result;
}

t.test("an owner's budget fills the key at once and keeps everything else the key has", async (t) => {
  const { console: c } = await start(t);
  const cookie = await sessionFor(c.app, 'demo');
  const before = keptFields(c, DEMO_LIMITED);
  const usedBefore = c.gateway.store.tokens.get(DEMO_LIMITED)?.used_quota;
  const response = await put(c, cookie, DEMO_LIMITED, { period: 'day', amount: 700_000, time_zone: ZONE });
  t.equal(response.statusCode, 200, response.body);
  t.match(response.json(), {
    success: true,
    data: { token_id: DEMO_LIMITED, period: 'day', amount: 700_000, window_start: windowStart('day', ZONE, BEFORE_MIDNIGHT) },
  });
  const key = c.gateway.store.tokens.get(DEMO_LIMITED);
  t.equal(key?.remain_quota, 700_000, 'the key holds the budget');
  t.equal(key?.unlimited_quota, false);
  t.same(keptFields(c, DEMO_LIMITED), before, 'name, expiry, groups, IP list, heartbeat and used quota are untouched');

  const own = await c.app.inject({ url: '/console-api/budgets/self', headers: { cookie } });
  t.match(own.json(), { success: true, data: { available: true, budgets: [{ token_id: DEMO_LIMITED, used_at_start: usedBefore }] } });

  // Raised in the same window: what was spent since stays spent.
  const limited = storedKey(c, DEMO_LIMITED);
  limited.used_quota += 200_000;
  limited.remain_quota -= 200_000;
  await put(c, cookie, DEMO_LIMITED, { period: 'day', amount: 1_000_000, time_zone: ZONE });
  t.equal(c.gateway.store.tokens.get(DEMO_LIMITED)?.remain_quota, 800_000, 'remain = new budget − spent in this window');
});

t.test('nobody sets a budget on a key that is not theirs, and no other site does it for them', async (t) => {
  const { console: c } = await start(t);
  const cookie = await sessionFor(c.app, 'demo');
  const before = structuredClone(c.gateway.store.tokens.get(ADMIN_DEFAULT));
  const theirs = await put(c, cookie, ADMIN_DEFAULT, { period: 'day', amount: 5, time_zone: ZONE });
  t.equal(theirs.statusCode, 404, "another user's key is not found for this user");
  t.same(c.gateway.store.tokens.get(ADMIN_DEFAULT), before, 'and it is untouched');
  const removed = await c.app.inject({ method: 'DELETE', url: `/console-api/budgets/${ADMIN_DEFAULT}`, headers: { cookie } });
  t.equal(removed.statusCode, 404);

  const crossSite = await put(c, cookie, DEMO_LIMITED, { period: 'day', amount: 5, time_zone: ZONE }, { origin: 'https://evil.example' });
  t.equal(crossSite.statusCode, 403, 'a write from another site is refused');
  t.not(c.gateway.store.tokens.get(DEMO_LIMITED)?.remain_quota, 5);

  const guest = await put(c, '', DEMO_LIMITED, { period: 'day', amount: 5, time_zone: ZONE });
  t.equal(guest.statusCode, 401);

  const admin = await put(c, await sessionFor(c.app, 'admin'), DEMO_LIMITED, { period: 'week', amount: 123, time_zone: 'UTC' });
  t.equal(admin.statusCode, 200, "an admin sets any key's budget");
  const list = await c.app.inject({ url: '/console-api/budgets', headers: { cookie: await sessionFor(c.app, 'admin') } });
  t.match(list.json(), { data: { total_count: 1, data: [{ token_id: DEMO_LIMITED, user_id: 4, period: 'week' }] } });
  t.equal((await c.app.inject({ url: '/console-api/budgets', headers: { cookie } })).statusCode, 403, 'the list is for admins');
});

t.test('bad input is a 400 in the reader’s language, never a 500', async (t) => {
  const { console: c } = await start(t);
  const cookie = `${await sessionFor(c.app, 'demo')}; i18next=en`;
  for (const body of [
    null,
    [],
    { period: 'hour', amount: 5, time_zone: ZONE },
    { period: 'day', amount: -1, time_zone: ZONE },
    { period: 'day', amount: 1.5, time_zone: ZONE },
  ]) {
    const response = await put(c, cookie, DEMO_LIMITED, body);
    t.equal(response.statusCode, 400, JSON.stringify(body));
    t.match(response.json(), { success: false, message: /^Invalid value for / });
  }
  const zone = await put(c, cookie, DEMO_LIMITED, { period: 'day', amount: 5, time_zone: 'Mars/Olympus' });
  t.match(zone.json(), { message: 'This time zone is not one the console knows.' });
  t.equal((await put(c, cookie, 0, { period: 'day', amount: 5, time_zone: ZONE })).statusCode, 400);
});

t.test('without an admin token budgets are off: users are told so, the admin is told why', async (t) => {
  const { console: c } = await start(t, { adminToken: null });
  const cookie = `${await sessionFor(c.app, 'demo')}; i18next=en`;
  const own = await c.app.inject({ url: '/console-api/budgets/self', headers: { cookie } });
  t.match(own.json(), { data: { available: false, off: 'no-admin-token', budgets: [] } });
  t.match((await put(c, cookie, DEMO_LIMITED, { period: 'day', amount: 5, time_zone: ZONE })).json(), {
    message: 'Budgets are not available on this console.',
  });
  const adminCookie = `${await sessionFor(c.app, 'admin')}; i18next=en`;
  t.match((await put(c, adminCookie, DEMO_LIMITED, { period: 'day', amount: 5, time_zone: ZONE })).json(), {
    message: /GATEWAY_ADMIN_TOKEN/,
  });
});

t.test('the job resets each key once per window, re-enables the one the budget used up, and catches up after an outage', async (t) => {
  const { console: c, setNow } = await start(t);
  const cookie = await sessionFor(c.app, 'demo');
  t.equal((await put(c, cookie, DEMO_EXHAUSTED, { period: 'day', amount: 300_000, time_zone: ZONE })).statusCode, 200);
  // Spent to the limit before midnight: the gateway marks it exhausted.
  const key = storedKey(c, DEMO_EXHAUSTED);
  key.used_quota += 300_000;
  key.remain_quota = 0;
  key.status = TOKEN_STATUS.exhausted;
  const kept = keptFields(c, DEMO_EXHAUSTED);
  const updates = () => c.gateway.store.operations.filter((record) => record.target_id === String(DEMO_EXHAUSTED)).length;
  const saved = updates();

  t.match(await turn(c, BEFORE_MIDNIGHT), { due: 0 }, 'before midnight nothing is due (the save reset this window)');
  setNow(AFTER_MIDNIGHT);
  t.match(await turn(c, AFTER_MIDNIGHT), { due: 1, reset: 1, gatewayReads: 1, gatewayWrites: 2 });
  t.equal(key.remain_quota, 300_000, 'refilled to the budget');
  t.equal(key.status, TOKEN_STATUS.enabled, 're-enabled');
  t.same(keptFields(c, DEMO_EXHAUSTED), kept, 'nothing else changed');
  t.equal(updates(), saved + 2, 'two admin writes at the gateway: the quota, then the status');

  key.used_quota += 1000;
  key.remain_quota -= 1000;
  t.match(await turn(c, AFTER_MIDNIGHT + 60_000), { due: 0 }, 'a second turn in the window does nothing');
  t.equal(key.remain_quota, 299_000);
  const own = await c.app.inject({ url: '/console-api/budgets/self', headers: { cookie } });
  t.match(
    own.json(),
    { data: { budgets: [{ used_at_start: key.used_quota - 1000 }] } },
    'spent in this window = used now − used at the reset',
  );

  // Three days later (the console was down): the current window is reset once, the missed ones are not replayed.
  t.match(await turn(c, AFTER_MIDNIGHT + 3 * 86_400_000), { due: 1, reset: 1 });
  t.equal(key.remain_quota, 300_000);

  // A key deleted at the gateway takes its budget with it at the next window.
  c.gateway.store.tokens.delete(DEMO_EXHAUSTED);
  t.match(await turn(c, AFTER_MIDNIGHT + 4 * 86_400_000), { due: 1, gone: 1 });
  t.match((await c.app.inject({ url: '/console-api/budgets/self', headers: { cookie } })).json(), { data: { budgets: [] } });
});
