import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Fastify from 'fastify';
import t from 'tap';

const ROOT = join(import.meta.dirname, '..', '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real process entry (server/main.ts) with a given environment. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /Console ready at (\S+)/.exec(stdout)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    });
    void exited.then((run) => reject(new Error(`exited early (${run.code}): ${run.stderr}`)));
  });
  return { child, exited, ready };
}

t.test('a bad environment value stops the process with exit 1 and one line naming it', async (t) => {
  const cases: [Record<string, string>, string][] = [
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ GATEWAY_URL: 'ftp://gateway.example' }, 'GATEWAY_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SIGN_IN_METHOD: 'magic' }, 'SIGN_IN_METHOD'],
    [{ RENDER_TIMEOUT_MS: '-5' }, 'RENDER_TIMEOUT_MS'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ WORKERS: '0' }, 'WORKERS'],
  ];
  for (const [env, name] of cases) {
    const proc = startProcess(env);
    proc.ready.catch(() => undefined);
    const run = await proc.exited;
    t.equal(run.code, 1, `${name}: exit code 1`);
    const lines = run.stderr.trim().split('\n');
    t.equal(lines.length, 1, `${name}: exactly one line`);
    t.match(lines[0], new RegExp(`^Invalid environment variable ${name}=`), `${name}: the line names the variable`);
  }
});

t.test('it starts with the bundled double, prints the URL and demo accounts, and exits 0 on SIGTERM', async (t) => {
  const proc = startProcess({});
  const url = await proc.ready;
  const status = await fetch(`${url}/api/status`);
  t.equal(status.status, 200, 'the bundled gateway answers through the proxy');
  // A demo's mail: printed to the log, never shown to a caller (the test endpoints are off).
  const reset = await fetch(`${url}/api/reset_password?email=demo%40example.com`, { headers: { 'x-client-id': 'process-test' } });
  t.match(await reset.json(), { success: true }, 'the reset mail is "sent"');
  const outbox = await fetch(`${url}/api/_mock/outbox?email=demo%40example.com`);
  t.equal(outbox.status, 404, 'no mailbox for anyone under npm start');
  t.notMatch(await outbox.text(), /token=/);
  const wechat = await fetch(`${url}/api/_mock/wechat/code?account=new`, { method: 'POST' });
  t.equal(wechat.status, 404, 'no WeChat codes for anyone');
  proc.child.kill('SIGTERM');
  const run = await proc.exited;
  t.equal(run.code, 0);
  t.match(run.stdout, /Demo accounts \(password 123456\): root \(role 100\), admin \(role 10\), operator \(role 3\), demo \(role 1\)/);
  t.match(run.stdout, /PUBLIC_URL is unset: .* the gateway is told no console host/, 'what an unset PUBLIC_URL means');
  t.match(run.stdout, /Mail \(verification codes, password reset links\) is not sent: each one is printed below\./);
  t.match(
    run.stdout,
    /Sign-in, sign-up and mailed codes: at most 20 per 20 minutes per address, as on one-hub \(MOCK_GATEWAY_RATE_LIMIT=off/,
  );
  t.match(run.stdout, /Server logs: JSON lines from level "warn" \(LOG_LEVEL\)/);
  // Only the address sign-in works at (the gateway's ServerAddress): never the console's 127.0.0.1.
  t.match(run.stdout, /Console ready at http:\/\/localhost:\d+/);
  t.notMatch(run.stdout, /(?:listening|ready) at http:\/\/127\.0\.0\.1/);
  t.match(
    run.stdout,
    /\[gateway double\] mail to "demo@example\.com": password reset link "http:\/\/[^"]+\/user\/reset\?email=demo@example\.com&token=[0-9a-f]{32}"/,
    // The address unescaped, as one-hub writes it (controller/misc.go).
    'the reset link in the log, for whoever runs the demo',
  );
});

t.test('SIGTERM lets in-flight requests finish, then exits 0', async (t) => {
  const origin = Fastify();
  // The request is signalled only once the gateway holds it, so SIGTERM never races the connect.
  let markReceived: () => void = () => {};
  const received = new Promise<void>((resolve) => (markReceived = resolve));
  origin.get('/api/slow', async () => {
    markReceived();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { success: true, message: '', data: 'finished' };
  });
  origin.get('/api/status', async () => ({ success: true, message: '', data: {} }));
  const originUrl = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());

  const proc = startProcess({ GATEWAY_URL: originUrl });
  const url = await proc.ready;
  const inFlight = fetch(`${url}/api/slow`).then(async (res) => ({ status: res.status, body: (await res.json()) as { data: string } }));
  await received;
  const signalledAt = Date.now();
  proc.child.kill('SIGTERM');
  const response = await inFlight;
  t.equal(response.status, 200, 'the request in flight completed');
  t.equal(response.body.data, 'finished');
  const run = await proc.exited;
  t.equal(run.code, 0, 'exit code 0');
  t.ok(Date.now() - signalledAt < 10_000, 'within 10 s');
});
