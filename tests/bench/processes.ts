import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface Started {
  url: string;
  child: ChildProcess;
  /** Resident memory of the process now, in MB (Linux /proc). */
  rssMb(): number;
  /** Everything the process has printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a Node script as its own process (so the load generator and each server have their
 * own CPU time) and resolves once it prints its URL.
 */
export function startScript(script: string, env: Record<string, string>, urlPattern: RegExp): Promise<Started> {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = urlPattern.exec(output)?.[1];
      if (!url) return;
      child.stdout?.off('data', onData);
      child.stdout?.on('data', (more: Buffer) => (output += more.toString()));
      resolve({
        url: url.replace('localhost', '127.0.0.1'),
        child,
        output: () => output,
        rssMb: () => {
          const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
          return Number(kb ?? 0) / 1024;
        },
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
}
