import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * The built browser files. Hashed files under /assets never change, so they are cached for a
 * year; the build writes .br and .gz next to them, served to browsers that accept them.
 *
 * One wildcard route per top-level folder of the build (`/assets/*`, `/avatars/*`) and one
 * route per top-level file (`/favicon.svg`), read once at start. @fastify/static's
 * `wildcard: false` registered a GET and a HEAD route for each of the ~360 files instead,
 * 7 MB of the idle console's memory (README, "Memory"). Paths outside these (`/.vite/…`)
 * have no route; a missing file under a folder falls through to the not-found handler, as
 * before.
 */
export async function staticAssetsPlugin(app: FastifyInstance, options: { root: string }): Promise<void> {
  const shared: FastifyStaticOptions = {
    root: options.root,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes('/assets/');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  };
  const entries = readdirSync(options.root, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
  // The first registration decorates the reply with sendFile, which the single files use.
  await app.register(fastifyStatic, { ...shared, serve: false });
  for (const folder of entries.filter((entry) => entry.isDirectory())) {
    await app.register(fastifyStatic, {
      ...shared,
      root: join(options.root, folder.name),
      prefix: `/${folder.name}/`,
      wildcard: true,
      decorateReply: false,
    });
  }
  for (const file of entries.filter((entry) => entry.isFile())) {
    app.get(`/${file.name}`, (_request, reply) => reply.sendFile(file.name));
  }
}
