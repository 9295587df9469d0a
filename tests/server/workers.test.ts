import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import Fastify from 'fastify';
import t from 'tap';
import { HEAP_FLAGS } from '#scripts/heap-flags.ts';

const ROOT = join(import.meta.dirname, '..', '..');

interface LogLine {
  msg?: string;
  worker?: number | 'primary';
  workerId?: number;
  workerPid?: number;
  req?: { url?: string };
}

/**
 * The real process entry with WORKERS=2: its stdout read line by line, so a test waits for the
 * line that tells an event happened (a worker ready, a worker's death seen) rather than sleeping.
 */
function startCluster(env: Record<string, string>, nodeFlags: string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', WORKERS: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const logs: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const text of lines) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as LogLine;
      logs.push(line);
      // One line settles one waiter: two waiting for the same kind of line get two lines.
      const waiter = waiters.find((candidate) => candidate.match(line));
      if (waiter) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /Console ready at (\S+)/.exec(stdout)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    });
    void exited.then((run) => reject(new Error(`exited early (${run.code}): ${run.stderr}`)));
  });
  /** The first log line from now on that matches (earlier lines are in `logs`). */
  const nextLine = (match: (line: LogLine) => boolean) => new Promise<LogLine>((resolve) => waiters.push({ match, resolve }));
  return { child, exited, ready, logs, nextLine };
}

/** A request on a connection of its own, as a new visitor opens one (the cluster hands out connections). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The workers whose access-log lines show they answered one of `urls`. */
const servedBy = (logs: LogLine[], ...urls: string[]) =>
  new Set(logs.filter((line) => line.msg === 'request completed' && urls.includes(line.req?.url ?? '')).map((line) => line.worker));

/**
 * The workers that served one of `urls`, once each of `workers` has: a worker's access-log line
 * can reach this process after the response it logs, so the lines are waited for, not looked up.
 */
async function waitUntilServedBy(
  proc: ReturnType<typeof startCluster>,
  workers: number[],
  ...urls: string[]
): Promise<LogLine['worker'][]> {
  const served = (worker: number) => (line: LogLine) =>
    line.msg === 'request completed' && urls.includes(line.req?.url ?? '') && line.worker === worker;
  for (const worker of workers) if (!proc.logs.some(served(worker))) await proc.nextLine(served(worker));
  return [...servedBy(proc.logs, ...urls)].sort();
}

t.test('two workers share one bundled double, the banner is printed once, and log lines name the worker', async (t) => {
  // The heap flags as `npm start` passes them (scripts/start.ts): the workers inherit them.
  const proc = startCluster({}, [...HEAP_FLAGS]);
  const url = await proc.ready;
  const login = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ username: 'demo', password: '123456' }),
  });
  t.equal(login.status, 200, 'signed in');
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // A session made through one worker is known to every worker: they talk to the same double.
  for (let i = 0; i < 4; i += 1) {
    const self = await get(`${url}/api/user/self`, { cookie });
    t.match(JSON.parse(self.body), { success: true, data: { username: 'demo' } }, `request ${i + 1}: the session is valid`);
    const page = await get(`${url}/dashboard`, { cookie });
    t.equal(page.status, 200, `request ${i + 1}: the signed-in page renders`);
  }
  t.same(
    await waitUntilServedBy(proc, [1, 2], '/api/user/self', '/dashboard'),
    [1, 2],
    'both workers answered signed-in requests, each log line naming its worker',
  );
  t.equal((await get(`${url}/healthz`)).status, 200, '/healthz answers');
  t.equal((await get(`${url}/readyz`)).status, 200, '/readyz answers: the double is reachable from the workers');

  proc.child.kill('SIGTERM');
  const run = await proc.exited;
  t.equal(run.code, 0, 'exit code 0');
  t.equal(run.stdout.match(/Console ready at/g)?.length, 1, 'one "Console ready" line');
  t.equal(run.stdout.match(/Demo accounts \(password 123456\)/g)?.length, 1, 'the demo accounts once');
  t.match(run.stdout, /V8 heap limit: 208 MB per worker, 2 workers \(WORKERS\)/, "the workers run with npm start's heap flags");
});

t.test('a worker killed with SIGKILL is replaced and the console keeps answering', async (t) => {
  const proc = startCluster({});
  const url = await proc.ready;
  const ready = proc.logs.filter((line) => line.msg === 'worker ready');
  t.equal(ready.length, 2, 'two workers were ready');
  const victim = ready[0];
  if (victim?.workerPid === undefined) throw new Error('a ready line names its worker pid');

  const death = proc.nextLine((line) => line.msg === 'worker died: replacing it');
  const replacementReady = proc.nextLine((line) => line.msg === 'worker ready');
  process.kill(victim.workerPid, 'SIGKILL');
  const died = await death;
  t.equal(died.workerId, victim.workerId, 'the primary saw the killed worker die');
  // Until the replacement listens, the other worker answers every new connection.
  for (let i = 0; i < 4; i += 1) t.equal((await get(`${url}/login`)).status, 200, `page request ${i + 1} while one worker is down`);
  t.equal((await get(`${url}/healthz`)).status, 200, '/healthz while one worker is down');

  const replacement = await replacementReady;
  t.not(replacement.workerId, victim.workerId, 'a new worker took its place');
  // The access-log line may reach this process after the response does: wait for it, not check.
  const servedByReplacement = proc.nextLine(
    (line) => line.msg === 'request completed' && line.req?.url === '/api/status' && line.worker === replacement.workerId,
  );
  for (let i = 0; i < 4; i += 1) t.equal((await get(`${url}/api/status`)).status, 200, `proxied request ${i + 1} after the replacement`);
  t.equal((await servedByReplacement).worker, replacement.workerId, 'the new worker serves requests');

  proc.child.kill('SIGTERM');
  t.equal((await proc.exited).code, 0, 'exit code 0');
});

t.test('SIGTERM to the primary lets in-flight requests finish on the workers, then exits 0', async (t) => {
  const origin = Fastify();
  // The request is signalled only once the gateway holds it, so SIGTERM never races the connect.
  let markReceived: () => void = () => {};
  const received = new Promise<void>((resolve) => (markReceived = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  origin.get('/api/slow', async () => {
    markReceived();
    await released;
    return { success: true, message: '', data: 'finished' };
  });
  origin.get('/api/status', async () => ({ success: true, message: '', data: {} }));
  const originUrl = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());

  const proc = startCluster({ GATEWAY_URL: originUrl });
  const url = await proc.ready;
  const inFlight = get(`${url}/api/slow`);
  await received;
  const draining = (line: LogLine) => line.msg === 'shutting down: finishing in-flight requests';
  const bothDraining = Promise.all([proc.nextLine(draining), proc.nextLine(draining)]);
  proc.child.kill('SIGTERM');
  // The request is let go only once both workers have begun to drain: it finishes during the shutdown.
  t.same((await bothDraining).map((line) => line.worker).sort(), [1, 2], 'the primary had both workers drain');
  release();
  const response = await inFlight;
  t.equal(response.status, 200, 'the request in flight completed');
  t.match(JSON.parse(response.body), { data: 'finished' });
  const run = await proc.exited;
  t.equal(run.code, 0, 'exit code 0');
  t.notMatch(run.stdout, /Demo accounts/, 'no bundled double with GATEWAY_URL');
});

t.test('a settings write through one worker empties every worker’s guest page cache before it is answered', async (t) => {
  // A long cache, so only the write can explain a fresh page on the other worker.
  const proc = startCluster({ PAGE_CACHE_TTL_MS: '600000' });
  const url = await proc.ready;
  const guest = async () => (await get(`${url}/login?lng=en`, { host: 'console.test' })).body;
  // Fresh connections take turns, so both workers render and cache the page.
  for (let i = 0; i < 4; i += 1) t.match(await guest(), 'AI Gateway', `guest page ${i + 1}`);
  t.same(await waitUntilServedBy(proc, [1, 2], '/login?lng=en'), [1, 2], 'both workers hold the page');

  const cookie = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  }).then((res) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
  const put = await get(
    `${url}/api/option/`,
    { cookie, 'content-type': 'application/json' },
    'PUT',
    JSON.stringify({ key: 'SystemName', value: 'Renamed Gateway' }),
  );
  t.same(JSON.parse(put.body), { success: true, message: '' }, 'the write was accepted');
  for (let i = 0; i < 4; i += 1) {
    const after = await guest();
    t.match(after, 'Renamed Gateway', `guest page ${i + 1} after the write shows the new name`);
    t.notMatch(after, 'AI Gateway');
  }

  proc.child.kill('SIGTERM');
  t.equal((await proc.exited).code, 0, 'exit code 0');
});

t.test('a worker that cannot start (its port taken) stops the start with exit 1 instead of respawning forever', async (t) => {
  const taken = Fastify();
  const takenUrl = await taken.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => taken.close());
  const proc = startCluster({ GATEWAY_URL: takenUrl, PORT: new URL(takenUrl).port });
  proc.ready.catch(() => undefined);
  const run = await proc.exited;
  t.equal(run.code, 1, 'exit code 1');
  t.match(run.stdout, /a worker died while starting: stopping/);
  t.notMatch(run.stdout, /Console ready at/);
});
