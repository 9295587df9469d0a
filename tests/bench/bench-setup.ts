import { startScript } from './processes.ts';
import type { Started } from './processes.ts';

/** A bench row: name, figure, budget, met. */
export type BenchRow = [string, string, string, boolean];

/** The gateway double in a process of its own, with `env` on top (e.g. `MOCK_GATEWAY_LOG_ROWS`). */
export function startDouble(env: Record<string, string> = {}): Promise<Started> {
  return startScript('mock-gateway/main.ts', { MOCK_GATEWAY_PORT: '0', ...env }, /(http:\/\/127\.0\.0\.1:\d+)/);
}

/** One console process (WORKERS=1) in front of `gatewayUrl`, with `env` on top. */
export function startConsole(gatewayUrl: string, env: Record<string, string> = {}): Promise<Started> {
  return startScript(
    'server/main.ts',
    { GATEWAY_URL: gatewayUrl, PORT: '0', HOST: '127.0.0.1', WORKERS: '1', ...env },
    /Console ready at (\S+)/,
  );
}

/** Signs a seeded account (password 123456) in at `baseUrl` and returns its `session=…` cookie. */
export async function signInCookie(baseUrl: string, username = 'demo'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!response.ok || !cookie) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return cookie;
}

/** Prints rows as the bench does: MET / NOT MET, the figure and its budget. */
export function printRows(rows: readonly BenchRow[]): void {
  for (const [name, figure, budget, met] of rows)
    process.stdout.write(`${met ? 'MET    ' : 'NOT MET'}  ${name}: ${figure} (budget ${budget})\n`);
}
