import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Teardown } from './console.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export interface ConsoleProcess {
  child: ChildProcess;
  /** The origin it listens on (`http://127.0.0.1:port`). */
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once a line of its output matches (lines already printed count). */
  untilOutput(pattern: RegExp): Promise<void>;
}

/**
 * The real process entry (`node server/main.ts`, production build) with `env`, resolved once it
 * prints that it is ready. Killed (and awaited) when the test ends if it is still running.
 */
export async function startConsoleProcess(t: Teardown, env: Record<string, string>): Promise<ConsoleProcess> {
  // Its own SQLite store unless the test names one (DATABASE_URL or DATA_DIR), removed at the end.
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'console-data-'));
  if (!env.DATA_DIR) t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    // Only the new text (with the line it continues) is searched: under load the access log is long.
    const fresh = output.slice(output.lastIndexOf('\n') + 1) + chunk.toString();
    output += chunk.toString();
    for (const watcher of watchers.filter((w) => w.pattern.test(fresh))) {
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  t.teardown(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  });
  const untilOutput = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(output)) return resolve();
      watchers.push({ pattern, resolve });
      void exited.then(() => {
        if (!pattern.test(output)) reject(new Error(`the console exited before printing ${pattern}:\n${output.slice(-2000)}`));
      });
    });
  await untilOutput(/Console ready at \S+/);
  const shown = /Console ready at (\S+)/.exec(output)?.[1] ?? '';
  return { child, url: shown.replace('localhost', '127.0.0.1'), exited, untilOutput };
}
