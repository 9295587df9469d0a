import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { compileCacheIsCurrent, warmCompileCache } from '#scripts/compile-cache.ts';

const ROOT = join(import.meta.dirname, '..', '..');
// Loaded before the server, reports at exit whether Node loaded its TypeScript stripper (amaro).
const REPORT = `data:text/javascript,process.on('exit',()=>process.stderr.write('stripper:'+process.moduleLoadList.some((m)=>m.includes('amaro'))+'\\n'))`;

/** Starts server/main.ts with the given compile cache, stops it once ready; did it load amaro? */
function startAndStop(cacheDir: string | null): Promise<boolean> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', MOCK_GATEWAY_PORT: '0', LOG_LEVEL: 'warn' };
  if (cacheDir) env.NODE_COMPILE_CACHE = cacheDir;
  const child = spawn(process.execPath, ['--import', REPORT, join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes('Console ready')) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', () => {
      const loaded = /stripper:(true|false)/.exec(stderr)?.[1];
      if (!stdout.includes('Console ready') || loaded === undefined) reject(new Error(`the server did not start: ${stderr}`));
      else resolve(loaded === 'true');
    });
  });
}

t.test('a start after the build loads no TypeScript stripper (17 MB of idle memory)', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  t.equal(await startAndStop(null), true, 'without the cache Node strips the server TypeScript itself');
  await warmCompileCache(dir);
  t.ok(compileCacheIsCurrent(dir), 'the warmed cache is current for these sources');
  t.equal(await startAndStop(dir), false, 'with the warmed cache it does not load the stripper');
});
