import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type * as EntryServer from '#client/entry-server.tsx';
import type { SharedStyles } from '#client/theme/shared-styles.ts';

/** The SSR entry's exports (client/entry-server.tsx), as the server uses them. */
export type SsrModule = typeof EntryServer;

/** How the server reaches the render code and the browser assets, in production or development. */
export interface SsrRuntime {
  load(): Promise<SsrModule>;
  bootstrapModules: string[];
  preloadsFor(routeIds: string[]): string[];
  /** Where the built browser files live (production only). */
  clientDir: string | null;
  /** The build's shared stylesheet (scripts/shared-styles/), or null: every style inline. */
  sharedStyles: SharedStyles | null;
}

export const ROOT_DIR = join(import.meta.dirname, '..', '..');
export const DIST_DIR = join(ROOT_DIR, 'dist');
const CLIENT_ENTRY = 'client/entry-client.tsx';
/** Where the build records its shared stylesheet, in dist (not served: the names are the server's). */
export const SHARED_STYLES_MANIFEST = 'shared-styles.json';

const SharedStylesSchema = z.object({
  href: z.string().regex(/^\/assets\/shared-[\w-]+\.css$/),
  names: z.array(z.string().regex(/^[\w-]+$/)),
});

/**
 * The shared stylesheet's manifest, if the build wrote one and its file is there; a build
 * without it (or a manifest that does not parse) renders every style inline, as before.
 */
function readSharedStyles(distDir: string): SharedStyles | null {
  const path = join(distDir, SHARED_STYLES_MANIFEST);
  if (!existsSync(path)) return null;
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
  const parsed = SharedStylesSchema.safeParse(manifest);
  if (!parsed.success || !existsSync(join(distDir, 'client', parsed.data.href))) return null;
  return { href: parsed.data.href, names: new Set(parsed.data.names) };
}

const ManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);
type Manifest = z.infer<typeof ManifestSchema>;

/** The entry's file and every chunk it statically imports, as URLs, without duplicates. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [`/${entry.file}`, ...(entry.imports ?? []).flatMap((k) => chunkClosure(manifest, k, seen))];
}

/** The production build: the SSR bundle in dist/server and Vite's manifest of dist/client. */
export async function productionRuntime(distDir = DIST_DIR): Promise<SsrRuntime> {
  const manifestPath = join(distDir, 'client', '.vite', 'manifest.json');
  const serverEntry = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(manifestPath) || !existsSync(serverEntry)) {
    throw new Error(`No production build in ${distDir}: run "npm run build" (npm start does it for you).`);
  }
  const manifest = ManifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no ${CLIENT_ENTRY}`);
  const mod = (await import(pathToFileURL(serverEntry).href)) as SsrModule;
  const entryChunks = chunkClosure(manifest, CLIENT_ENTRY);
  const cache = new Map<string, string[]>();
  return {
    load: () => Promise.resolve(mod),
    bootstrapModules: [`/${entry.file}`],
    preloadsFor(routeIds) {
      const key = routeIds.join('|');
      let hrefs = cache.get(key);
      if (!hrefs) {
        const files = routeIds.map((id) => mod.routeModuleFile(id)).filter((f): f is string => f !== null);
        hrefs = [...new Set([...entryChunks.slice(1), ...files.flatMap((f) => chunkClosure(manifest, f))])];
        cache.set(key, hrefs);
      }
      return hrefs;
    },
    clientDir: join(distDir, 'client'),
    sharedStyles: readSharedStyles(distDir),
  };
}

/**
 * Development: Vite in middleware mode inside this Fastify instance (HMR on the same port);
 * the SSR entry is reloaded through Vite on every request so edits show at once.
 */
export async function developmentRuntime(app: FastifyInstance): Promise<SsrRuntime> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    root: ROOT_DIR,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  return {
    load: () => vite.ssrLoadModule(`/client/entry-server.tsx`) as Promise<SsrModule>,
    bootstrapModules: ['/@vite/client', `/${CLIENT_ENTRY}`],
    preloadsFor: () => [],
    clientDir: null,
    sharedStyles: null,
  };
}
