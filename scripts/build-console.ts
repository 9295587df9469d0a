import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SsrModule } from '#server/render/ssr-runtime.ts';
import { warmCompileCache } from './compile-cache.ts';
import { writeSharedStyles } from './shared-styles/write-shared-styles.ts';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
/** Everything the two bundles are built from; a change here makes the build stale. */
const SOURCES = ['client', 'shared', 'locales', 'vite.config.ts', 'package-lock.json'];
const STAMP = join(DIST, 'build-stamp.txt');

function listFiles(path: string): string[] {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return [];
  if (!info.isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => listFiles(join(path, name)));
}

/** A hash of the sources' paths and contents: equal hashes mean the build is current. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((s) => listFiles(join(ROOT, s))).sort()) {
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildIsCurrent(): boolean {
  try {
    return readFileSync(STAMP, 'utf8').trim() === sourceHash();
  } catch {
    return false;
  }
}

/** Brotli (max quality, once at build time) and gzip copies of text assets for @fastify/static. */
function precompress(dir: string): void {
  for (const file of listFiles(dir)) {
    if (!/\.(js|css|svg|json|txt|map)$/.test(file) || file.includes('/.vite/')) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/**
 * The theme's CSS variables for every appearance setting, as hashed files the built pages link
 * (client/theme/theme-stylesheet.ts); the SSR bundle that names them also writes them.
 */
async function writeThemeStylesheets(): Promise<void> {
  const ssr = (await import(pathToFileURL(join(DIST, 'server', 'entry-server.js')).href)) as SsrModule;
  for (const sheet of ssr.allThemeStylesheets()) writeFileSync(join(DIST, 'client', sheet.href), sheet.css);
}

/**
 * Builds the browser bundle and the SSR entry, stamps the build with the source hash and warms
 * the server's compile cache (scripts/compile-cache.ts).
 */
export async function buildConsole(): Promise<void> {
  const hash = sourceHash();
  // Vite builds quietly (warnings only): each step says what it does and how long it took, so a
  // first start's minute of building is not a silent wait.
  const started = Date.now();
  const step = async (what: string, work: () => Promise<void> | void) => {
    process.stdout.write(`Building the console: ${what}…`);
    const begun = Date.now();
    await work();
    process.stdout.write(` ${((Date.now() - begun) / 1000).toFixed(1)} s\n`);
  };
  // Loaded here, not at the top: npm start stays the server's parent process, and needs Vite
  // only when it builds.
  const { build } = await import('vite');
  // Vite's build sets process.env.NODE_ENV to production for the whole process; the scripts
  // that build and then go on (npm test, the bench) would pass it to every server they start,
  // and a development server started with it renders production React (no hydration warnings).
  const callerNodeEnv = process.env.NODE_ENV;
  try {
    await step('the browser bundle (1/5)', async () => {
      await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
    });
    await step('the server-rendering bundle (2/5)', async () => {
      await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { ssr: true } });
    });
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
  await step('theme stylesheets (3/5)', writeThemeStylesheets);
  await step('the shared stylesheet, from every page rendered (4/5)', async () => {
    const shared = await writeSharedStyles(DIST);
    process.stdout.write(` ${shared.names.length} styles from ${shared.loads} pages, ${(shared.css.length / 1024).toFixed(0)} KB,`);
    precompress(join(DIST, 'client'));
  });
  writeFileSync(STAMP, `${hash}\n`);
  await step("the server's compile cache (5/5)", warmCompileCache);
  process.stdout.write(
    `Built the console into ${relative(process.cwd(), DIST) || 'dist'} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
}
