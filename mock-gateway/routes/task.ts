import type { RouteHandlerMethod } from 'fastify';
import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { asRawQuery } from '#mock-gateway/store/query-params.ts';
import { placeholderAudio, placeholderImage } from '#mock-gateway/store/task/media.ts';
import { midjourneyPage, taskPage } from '#mock-gateway/store/task/query.ts';
import type { TaskScope } from '#mock-gateway/store/task/query.ts';

const MEDIA_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Asynchronous tasks (contract §2.11): Suno/Kling tasks and Midjourney tasks, each as the
 * caller's own list (`/self`, any user) and everyone's (admins), with progress that follows the
 * store's clock (`store/task/task.ts`). Also the media their results point to: upstream's
 * Midjourney image proxy path `/mj/image/:id` and the double-only `/suno/mock-audio/:id.wav`.
 */
export const taskRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const scopeOf = (self: boolean, userId: number): TaskScope => (self ? { self, userId } : { self });

  const tasks =
    (self: boolean): RouteHandlerMethod =>
    async (request) => {
      const result = taskPage(store, asRawQuery(request.query), scopeOf(self, callerOf(request).user.id));
      return result.ok ? ok(result.page) : fail(result.message);
    };
  const midjourney =
    (self: boolean): RouteHandlerMethod =>
    async (request) => {
      const result = midjourneyPage(store, asRawQuery(request.query), scopeOf(self, callerOf(request).user.id));
      return result.ok ? ok(result.page) : fail(result.message);
    };

  app.get('/api/task/', { config: { role: ROLE.admin } }, tasks(false));
  app.get('/api/task/self', { config: { role: ROLE.common } }, tasks(true));
  app.get('/api/mj/', { config: { role: ROLE.admin } }, midjourney(false));
  app.get('/api/mj/self', { config: { role: ROLE.common } }, midjourney(true));

  // Upstream serves result images without a session (the URL is the secret); so does the double.
  app.get<{ Params: { id: string } }>('/mj/image/:id', { config: { role: 'public' } }, async (request, reply) => {
    if (!MEDIA_ID.test(request.params.id)) return reply.code(404).send(fail('not found'));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(placeholderImage(request.params.id));
  });
  app.get<{ Params: { file: string } }>('/suno/mock-audio/:file', { config: { role: 'public' } }, async (request, reply) => {
    const id = request.params.file.replace(/\.wav$/, '');
    if (!request.params.file.endsWith('.wav') || !MEDIA_ID.test(id)) return reply.code(404).send(fail('not found'));
    return reply.type('audio/wav').header('cache-control', 'public, max-age=86400').send(placeholderAudio(id));
  });
});
