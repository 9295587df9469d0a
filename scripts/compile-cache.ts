import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Node's compile cache for the server process (`NODE_COMPILE_CACHE`). Node 24 strips the
 * server's TypeScript with amaro, a WebAssembly build of swc that stays resident once loaded:
 * 17 MB of the idle console's RSS (README, "Memory"). With the cache warm, Node reads each
 * module's stripped source (and V8's code cache) from here and never loads amaro. A module whose
 * content changed misses the cache and is stripped as before, so a stale cache costs memory,
 * never correctness.
 */

const ROOT = join(import.meta.dirname, '..');

/** Where npm start, the image and the bench keep the cache (rebuilt with the console). */
export const COMPILE_CACHE_DIR = join(ROOT, 'dist', 'compile-cache');
const STAMP_FILE = 'sources.txt';
/** What a server start compiles: its own TypeScript, the double's and the built SSR bundle. */
const SOURCES = ['server', 'shared', 'mock-gateway', 'dist/server', 'package-lock.json'];

function listFiles(path: string): string[] {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return [];
  if (!info.isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => listFiles(join(path, name)));
}

function sourceHash(): string {
  const hash = createHash('sha256').update(process.version);
  for (const file of SOURCES.flatMap((s) => listFiles(join(ROOT, s))).sort()) {
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The environment a server process gets: the cache, unless the operator chose their own. */
export function compileCacheEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return env.NODE_COMPILE_CACHE ? {} : { NODE_COMPILE_CACHE: COMPILE_CACHE_DIR };
}

/** True when the cache was warmed from the sources as they are now. */
export function compileCacheIsCurrent(dir = COMPILE_CACHE_DIR): boolean {
  try {
    return readFileSync(join(dir, STAMP_FILE), 'utf8').trim() === sourceHash();
  } catch {
    return false;
  }
}

/**
 * Empties the cache and fills it by starting the built console once, with the bundled double
 * (so its modules are cached too), on a loopback port; server/main.ts flushes the cache once it
 * listens. A failure only costs memory later, so it is reported and the caller goes on.
 */
export async function warmCompileCache(dir = COMPILE_CACHE_DIR): Promise<void> {
  const hash = sourceHash();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    MOCK_GATEWAY_PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_COMPILE_CACHE: dir,
  };
  delete env.GATEWAY_URL;
  const child = spawn(process.execPath, [join(ROOT, 'server', 'main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const warmed = await new Promise<boolean>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Console ready')) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => resolve(code === 0 && output.includes('Console ready')));
  });
  if (!warmed) {
    process.stderr.write(`The compile cache could not be warmed (the server will strip its TypeScript itself):\n${output}\n`);
    return;
  }
  writeFileSync(join(dir, STAMP_FILE), `${hash}\n`);
}
