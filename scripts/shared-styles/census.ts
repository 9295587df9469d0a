import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { canAccess, ROLE } from '#shared/access.ts';
import type { SsrModule } from '#server/render/ssr-runtime.ts';

/**
 * Renders the built console's pages for the shared stylesheet's choice: the bundled double and
 * the built server as their own processes on loopback, every page of the route table without a
 * dynamic segment, in a desktop browser's and a phone's layout, as a guest where a guest may
 * open it and else as the double's demo user and root (the shell and lists of both).
 */

const ROOT = join(import.meta.dirname, '..', '..');
const DESKTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** The double's seeded accounts (password 123456) the signed-in pages are rendered as. */
const ACCOUNTS = [
  { username: 'demo', role: ROLE.common },
  { username: 'root', role: ROLE.root },
] as const;
/** Page loads in flight at once: the console renders on one worker, the double answers beside it. */
const PARALLEL = 4;

/** A free loopback port below 32768 (the kernel hands out the ones above to outgoing connections). */
async function loopbackPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free loopback port between 20000 and 32000 for the style census');
}

interface Child {
  url: string;
  stop(): Promise<void>;
}

/** Starts a Node script and resolves with the URL it prints once ready. */
function startChild(script: string, env: Record<string, string>, ready: RegExp): Promise<Child> {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`The style census's ${script} exited (${code}): ${output}`));
    child.once('exit', onExit);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = ready.exec(output)?.[1];
      if (!url) return;
      child.off('exit', onExit);
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        url: url.replace('localhost', '127.0.0.1'),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

async function signIn(consoleUrl: string, username: string): Promise<string> {
  const response = await fetch(`${consoleUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!response.ok || !cookie) throw new Error(`The style census could not sign in as ${username}: ${response.status}`);
  return cookie;
}

/** One page load to render: the path and the headers of its visitor and device. */
interface Load {
  path: string;
  headers: Record<string, string>;
}

/** The HTML of every page load of the census (the built bundles must be in `distDir`). */
export async function renderCensusPages(distDir: string): Promise<string[]> {
  const ssr = (await import(pathToFileURL(join(distDir, 'server', 'entry-server.js')).href)) as Pick<SsrModule, 'pageRoutes'>;
  const dataDir = mkdtempSync(join(tmpdir(), 'style-census-'));
  const gatewayPort = await loopbackPort();
  const gateway = await startChild('mock-gateway/main.ts', { MOCK_GATEWAY_PORT: String(gatewayPort) }, /(http:\/\/127\.0\.0\.1:\d+)/);
  let consoleChild: Child | null = null;
  try {
    consoleChild = await startChild(
      'server/main.ts',
      { GATEWAY_URL: gateway.url, PORT: String(await loopbackPort()), HOST: '127.0.0.1', WORKERS: '1', DATA_DIR: dataDir },
      /Console ready at (\S+)/,
    );
    const consoleUrl = consoleChild.url;
    const cookies = new Map<string, string>();
    for (const account of ACCOUNTS) cookies.set(account.username, await signIn(consoleUrl, account.username));
    const loads: Load[] = [];
    for (const page of ssr.pageRoutes) {
      if (page.path.includes(':') || page.path.includes('*')) continue;
      const guestMayOpen = canAccess(null, page.access);
      const visitors = guestMayOpen
        ? [null]
        : ACCOUNTS.filter((account) => canAccess({ role: account.role }, page.access)).map((a) => a.username);
      for (const visitor of visitors)
        for (const agent of [DESKTOP_AGENT, PHONE_AGENT]) {
          const headers: Record<string, string> = { 'user-agent': agent, 'accept-language': 'zh-CN' };
          if (visitor) headers.cookie = cookies.get(visitor) ?? '';
          loads.push({ path: page.path, headers });
        }
    }
    const pages: string[] = new Array<string>(loads.length);
    let next = 0;
    const worker = async () => {
      while (next < loads.length) {
        const index = next++;
        const load = loads[index];
        if (!load) continue;
        const response = await fetch(`${consoleUrl}${load.path}`, { headers: load.headers, redirect: 'manual' });
        pages[index] = await response.text();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    return pages;
  } finally {
    await Promise.all([consoleChild?.stop(), gateway.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
