import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** A route plugin of the double; every one gets the shared in-memory store. */
export type GatewayPlugin = FastifyPluginAsync<{ store: MockStore }>;

/** A route plugin that names the file it lives in (`gatewayRoutes`), as `app.ts` registers them. */
export type GatewayRoutes = GatewayPlugin & { readonly file: string };

/** The double's folder, the root the files of its routes are named from. */
const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

const routeFiles = new WeakMap<FastifyInstance, string>();

/**
 * A route plugin of the double that records its source file: every route it (or a plugin it
 * registers) declares is listed with that file (`DeclaredRoute.file`, `ENDPOINTS.md`). Pass the
 * module's own `import.meta.url`, so the file is the one the code is in, never a guess.
 */
export function gatewayRoutes(moduleUrl: string, plugin: GatewayPlugin): GatewayRoutes {
  const file = relative(ROOT, fileURLToPath(moduleUrl)).split(sep).join('/');
  const wrapped: GatewayPlugin = async (app, options) => {
    routeFiles.set(app, file);
    await plugin(app, options);
  };
  return Object.assign(wrapped, { file });
}

/**
 * The file of the route plugin `app` (an encapsulated plugin instance) belongs to, looking up
 * through the instances it was registered in; undefined outside every `gatewayRoutes` plugin.
 */
export function routeFileOf(app: FastifyInstance): string | undefined {
  for (let instance: object | null = app; instance !== null; instance = Object.getPrototypeOf(instance)) {
    const file = routeFiles.get(instance as FastifyInstance);
    if (file !== undefined) return file;
  }
  return undefined;
}
