import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ROOT } from './processes.ts';

/**
 * The first-load floor of the stack itself: `stack-floor/entry.tsx` built the way the console's
 * browser bundle is (Vite, es2022, minified), gzipped at level 9 as the first-load rows are. No route of the console can
 * load less than this, so the bench prints it beside the first-load budgets.
 */
export async function stackFloorGzipBytes(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'stack-floor-'));
  try {
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      plugins: [react()],
      build: {
        outDir,
        target: 'es2022',
        emptyOutDir: true,
        chunkSizeWarningLimit: 2048,
        rolldownOptions: { input: join(ROOT, 'tests', 'bench', 'stack-floor', 'entry.tsx') },
      },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
