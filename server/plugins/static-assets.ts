import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The built browser files. Hashed files under /assets never change, so they are cached for a
 * year; the build writes .br and .gz next to them, served to browsers that accept them.
 */
export async function staticAssetsPlugin(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith('/.vite'),
    setHeaders(res, path) {
      const immutable = path.includes('/assets/');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
