import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { signInCookie } = await import('./bench-setup.ts');
const { startScript } = await import('./processes.ts');
const { DESKTOP_AGENT } = await import('./first-load.ts');
const { canAccess } = await import('#shared/access.ts');
const { listSweptPages, SWEEP_ACCOUNTS } = await import('#tests/helpers/swept-pages.ts');

/**
 * `npm run bench:page-weights`: the HTML and the inline <style> bytes of every page of the route
 * table as every role that may open it, for a desktop browser and a phone (the pages that draw a
 * list two ways render the one the device needs), with the pages over 100 KB listed at the end
 * (issue 37's acceptance: HTML at most 100 KB on every page, desktop and phone). One console and
 * the double, no load: a few seconds. `PAGE_WEIGHTS_PORT` picks the console's port (the double
 * takes the next one); 0, the default, lets the system choose.
 */
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LIMIT = 100 * 1024;
/** `PAGE_WEIGHTS_DUMP=<dir>` also writes each page's HTML there, to see where its bytes go. */
const dumpDir = process.env.PAGE_WEIGHTS_DUMP;
if (dumpDir) mkdirSync(dumpDir, { recursive: true });
/** `PAGE_WEIGHTS_PATHS=/a,/b` narrows a run to those pages. */
const only = process.env.PAGE_WEIGHTS_PATHS?.split(',');

if (!buildIsCurrent()) await buildConsole();

const port = Number(process.env.PAGE_WEIGHTS_PORT ?? 0);
const gateway = await startScript(
  'mock-gateway/main.ts',
  { MOCK_GATEWAY_PORT: String(port ? port + 1 : 0) },
  /(http:\/\/127\.0\.0\.1:\d+)/,
);
const consoleProc = await startScript(
  'server/main.ts',
  { GATEWAY_URL: gateway.url, PORT: String(port), HOST: '127.0.0.1', WORKERS: '1' },
  /Console ready at (\S+)/,
);

const kb = (n: number) => (n / 1024).toFixed(1);
const inlineStyleBytes = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1] ?? ''), 0);

try {
  const pages = (await listSweptPages()).filter((page) => !only || only.includes(page.path));
  const visitors = [['guest', null] as const, ...Object.entries(SWEEP_ACCOUNTS)];
  const cookies = new Map<string, string>();
  const over: string[] = [];
  process.stdout.write('page\trole\tdevice\tstatus\tHTML KB\tinline CSS KB\n');
  for (const page of pages) {
    for (const [role, account] of visitors) {
      if (!canAccess(account === null ? null : { role: account.role }, page.access)) continue;
      if (account !== null && !cookies.has(account.username))
        cookies.set(account.username, await signInCookie(consoleProc.url, account.username));
      for (const [device, agent] of [
        ['desktop', DESKTOP_AGENT],
        ['phone', PHONE_AGENT],
      ] as const) {
        const headers: Record<string, string> = { 'user-agent': agent, 'accept-language': 'en' };
        if (account !== null) headers.cookie = cookies.get(account.username) ?? '';
        const response = await fetch(`${consoleProc.url}${page.path}`, {
          headers,
          redirect: 'manual',
        });
        const html = await response.text();
        const bytes = Buffer.byteLength(html);
        process.stdout.write(`${page.path}\t${role}\t${device}\t${response.status}\t${kb(bytes)}\t${kb(inlineStyleBytes(html))}\n`);
        if (dumpDir) writeFileSync(join(dumpDir, `${page.path.replace(/\W+/g, '_')}.${role}.${device}.html`), html);
        if (bytes > LIMIT) over.push(`${page.path} as ${role}, ${device}: ${kb(bytes)} KB`);
      }
    }
  }
  process.stdout.write(`\n${over.length} page loads over 100 KB of HTML:\n${over.map((line) => `  ${line}\n`).join('')}`);
} finally {
  await Promise.all([consoleProc.stop(), gateway.stop()]);
}
