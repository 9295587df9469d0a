import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import t from 'tap';
import { HEAP_FLAGS } from '#scripts/heap-flags.ts';

const ROOT = join(import.meta.dirname, '..', '..');

t.setTimeout(120_000);

/** The heap limit, in MB, that V8 reports for a process started with `flags`. */
function heapLimitWith(flags: string[], nodeOptions = ''): number {
  const script = "process.stdout.write(String(Math.round(require('node:v8').getHeapStatistics().heap_size_limit / 1048576)))";
  return Number(
    execFileSync(process.execPath, [...flags, '-e', script], {
      env: { PATH: process.env.PATH ?? '', NODE_OPTIONS: nodeOptions },
    }).toString(),
  );
}

/**
 * `npm start` (scripts/start.ts) up to its banner, then SIGTERM: the banner and the exit code.
 * tap rewrites NODE_OPTIONS of the processes a test spawns (to trace them), so the operator's
 * value is set by a shell that then becomes the process (exec), as a container would.
 */
async function startAndStop(operatorNodeOptions: string): Promise<{ stdout: string; code: number | null }> {
  const child = spawn(
    '/bin/sh',
    ['-c', 'NODE_OPTIONS="$OPERATOR_NODE_OPTIONS" exec "$0" "$1"', process.execPath, join(ROOT, 'scripts', 'start.ts')],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', OPERATOR_NODE_OPTIONS: operatorNodeOptions },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/V8 heap limit: \d+ MB/.test(stdout)) resolve();
    });
    void exited.then((code) => reject(new Error(`exited early (${code}): ${stdout}`)));
  });
  child.kill('SIGTERM');
  return { stdout, code: await exited };
}

t.test('npm start runs the server with the measured heap limits and passes SIGTERM on', async (t) => {
  const run = await startAndStop('');
  const shown = Number(/V8 heap limit: (\d+) MB/.exec(run.stdout)?.[1]);
  t.equal(shown, heapLimitWith([...HEAP_FLAGS]), 'the limit of the measured flags');
  t.ok(shown < heapLimitWith([]), "below Node's default");
  t.equal(run.code, 0, 'the server drained and exited 0');
});

t.test("an operator's NODE_OPTIONS overrides a limit", async (t) => {
  const run = await startAndStop('--max-old-space-size=400');
  const shown = Number(/V8 heap limit: (\d+) MB/.exec(run.stdout)?.[1]);
  t.equal(shown, heapLimitWith(['--max-semi-space-size=16'], '--max-old-space-size=400'), 'their old space, the measured young generation');
  t.equal(run.code, 0);
});
