import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildMockGateway } from '#mock-gateway/app.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { TOKEN_STATUS } from '#shared/api/schemas/key.ts';
import { windowStart } from '#shared/budgets/budget-window.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import type { StoreSchema } from '#server/store/schema.ts';
import { startConsoleProcess } from '#tests/helpers/console-process.ts';
import type { ConsoleProcess } from '#tests/helpers/console-process.ts';
import { localeTranslator } from '#tests/helpers/locale-parity.ts';
import { startPostgres } from '#tests/helpers/postgres.ts';

// Issue 34's acceptance: a daily budget resets at the owner's midnight exactly once across two
// console replicas on PostgreSQL, while the leader is killed (SIGKILL) between the two sides of
// midnight; the key spent to its limit is refused by the gateway with its own message (which the
// console translates), and works again after the reset. The clock is a file both replicas read
// (TEST_CLOCK_FILE); the lease runs on the real clock, short (SCHEDULER_INTERVAL_MS).

const ZONE = 'Asia/Shanghai';
/** 2026-03-10 23:59:30 in Shanghai, and 00:00:10 the next day. */
const BEFORE = Date.UTC(2026, 2, 10, 15, 59, 30);
const AFTER = Date.UTC(2026, 2, 10, 16, 0, 10);
const KEY = 8; // demo-key: unlimited until the budget
const BUDGET = 3000;
const MODEL = 'gpt-4o';

const dir = mkdtempSync(join(tmpdir(), 'console-budget-reset-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
const clockFile = join(dir, 'clock');
const setClock = (ms: number) => writeFileSync(clockFile, String(ms));
setClock(BEFORE);

const postgres = await startPostgres(t);
const databaseUrl = await postgres.createDatabase('budget_reset');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
// PostgreSQL stops in a teardown that may run before this pool's: an idle connection it drops is
// an 'error' event, which without a listener would end this test process (as it once did in CI).
pool.on('error', () => {});
const store = new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) });
t.teardown(() => store.destroy());

// One gateway for both replicas, outliving either (the bundled double would die with its replica).
const gateway = await buildMockGateway({ criticalRateLimit: false });
const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
t.teardown(async () => {
  gateway.server.closeAllConnections();
  await gateway.close();
});

const env = {
  NODE_ENV: 'test',
  GATEWAY_URL: gatewayUrl,
  DATABASE_URL: databaseUrl,
  REPLICAS: '2',
  GATEWAY_ADMIN_TOKEN: seedAccessToken('admin'),
  TEST_CLOCK_FILE: clockFile,
  SCHEDULER_INTERVAL_MS: '200',
  LOG_LEVEL: 'debug',
  // One process per replica: the lease's holder is the replica's own PID.
  WORKERS: '1',
};
const start = () => startConsoleProcess(t, env);
const replicas = [await start(), await start()];

interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

async function call<T>(
  replica: ConsoleProcess,
  path: string,
  init: { method?: string; cookie?: string; key?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${replica.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The replica whose process holds the scheduler's lease now (the holder id is `host:pid:nonce`). */
async function leader(): Promise<ConsoleProcess> {
  const row = await store.selectFrom('scheduler_leases').selectAll().where('expires_at', '>', Date.now()).executeTakeFirst();
  const pid = Number(row?.holder.split(':')[1]);
  const found = replicas.find((replica) => replica.child.pid === pid);
  if (!found) throw new Error(`no replica holds the lease (${row?.holder ?? 'none'})`);
  return found;
}

/** Admin writes the double recorded on the key (each reset's quota and status writes). */
const writesOnKey = () => gateway.store.operations.filter((record) => record.target_id === String(KEY)).length;

function complete(replica: ConsoleProcess, key: string) {
  return call<{ error?: { message: string } }>(replica, '/v1/chat/completions', {
    method: 'POST',
    key,
    body: { model: MODEL, messages: [{ role: 'user', content: 'Spend a little of the budget' }] },
  });
}

t.test('a daily budget resets once at midnight across two replicas while the leader is killed', async (t) => {
  const [a, b] = replicas as [ConsoleProcess, ConsoleProcess];
  await Promise.race(replicas.map((replica) => replica.untilOutput(/"msg":"scheduler: this process leads the jobs"/)));
  const login = await fetch(`${a.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: '123456' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const secret = `sk-${gateway.store.tokens.get(KEY)?.key ?? ''}`;

  // 23:59:30: the owner sets a daily budget through one replica, the other sees it.
  const saved = await call<Envelope>(b, `/console-api/budgets/${KEY}`, {
    method: 'PUT',
    cookie,
    body: { period: 'day', amount: BUDGET, time_zone: ZONE },
  });
  t.equal(saved.status, 200, JSON.stringify(saved.body));
  t.equal(gateway.store.tokens.get(KEY)?.remain_quota, BUDGET, 'the key holds the budget');

  // Spent to the limit: the gateway refuses the key with its own message.
  let refused: { status: number; body: { error?: { message: string } } } | null = null;
  for (let calls = 0; calls < 100 && !refused; calls += 1) {
    const answer = await complete(calls % 2 ? a : b, secret);
    if (answer.status !== 200) refused = answer;
  }
  t.equal(refused?.status, 401, 'refused once the budget is spent');
  const message = refused?.body.error?.message ?? '';
  t.match(message, /^令牌额度已用尽/, "in the gateway's own words");
  t.match(
    translateGatewayMessage(message, await localeTranslator('en')),
    /^The API key's quota is used up\./,
    'which the console shows in the reader’s language',
  );
  t.equal(gateway.store.tokens.get(KEY)?.status, TOKEN_STATUS.exhausted);
  const writesBefore = writesOnKey();

  // The leader dies before midnight; the clock passes midnight; the other replica takes over.
  const first = await leader();
  const survivor = first === a ? b : a;
  first.child.kill('SIGKILL');
  await first.exited;
  setClock(AFTER);
  // The turn at the new time (a line of any earlier turn does not count).
  await survivor.untilOutput(new RegExp(`"windowOf":"${new Date(AFTER).toISOString()}"[^\\n]*"msg":"budgets: windows reset"`));

  const tomorrow = windowStart('day', ZONE, AFTER);
  const windows = await store.selectFrom('budget_windows').selectAll().where('token_id', '=', KEY).orderBy('window_start').execute();
  t.same(
    windows.map((row) => [row.window_start, row.state]),
    [
      [windowStart('day', ZONE, BEFORE), 'done'],
      [tomorrow, 'done'],
    ],
    "the store records today's window once, reset by the survivor",
  );
  t.match(windows[1], { attempts: 1, holder: new RegExp(`:${survivor.child.pid}:`) });
  const key = gateway.store.tokens.get(KEY);
  t.equal(key?.remain_quota, BUDGET, 'the gateway holds the budget again');
  t.equal(key?.status, TOKEN_STATUS.enabled, 'and the key is enabled');
  t.equal(writesOnKey(), writesBefore + 2, 'one reset at the gateway: the quota and the status, once');
  const works = await complete(survivor, secret);
  t.equal(works.status, 200, 'the key works again after the reset');
  const remainAfterCall = gateway.store.tokens.get(KEY)?.remain_quota;

  // A restarted replica takes the lease over later in the same day and does not reset again.
  const restarted = await start();
  replicas.push(restarted);
  survivor.child.kill('SIGTERM');
  await survivor.exited;
  setClock(AFTER + 60_000);
  await restarted.untilOutput(/"msg":"scheduler: this process leads the jobs"/);
  await restarted.untilOutput(/"due":0[^\n]*"msg":"budgets: turn"/);
  t.equal(gateway.store.tokens.get(KEY)?.remain_quota, remainAfterCall, 'no second reset: what was spent since stays spent');
  t.equal(writesOnKey(), writesBefore + 2, 'and no write at the gateway');
  t.equal((await store.selectFrom('budget_windows').selectAll().where('token_id', '=', KEY).execute()).length, 2);
});
