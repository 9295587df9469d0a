import type { FastifyInstance } from 'fastify';
import { accessDenial } from '#shared/access.ts';
import { signInPath } from '#shared/route-paths.ts';
import { safeReturnTo } from '#shared/return-to.ts';
import type { PageRoute } from '#client/routing/page-routes.ts';
import type { Config } from '#server/config.ts';
import type { PageRenderer } from '#server/render/render-page.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes generated from the route table. */
    page?: PageRoute;
  }
}

interface PageRoutesOptions {
  config: Config;
  pages: PageRoute[];
  renderPage: PageRenderer;
}

/**
 * One Fastify route per route-table leaf, carrying its access rule as route config, and ONE
 * hook that reads it: guests on protected pages get 302 to sign-in with a safe `returnTo`,
 * signed-in users on guest pages go on to `returnTo`; users below the role are rendered the
 * 403 screen by the router (same rule, same function), with status 403.
 */
export async function pageRoutesPlugin(app: FastifyInstance, options: PageRoutesOptions): Promise<void> {
  const { config, pages, renderPage } = options;
  app.addHook('onRequest', async (request, reply) => {
    const page = request.routeOptions.config.page;
    if (!page) return;
    const user = await request.loadSession();
    const denial = accessDenial(user, page.access);
    if (denial === 'sign-in') {
      return reply.redirect(signInPath(config.SIGN_IN_METHOD, request.url), 302);
    }
    if (denial === 'signed-in') {
      const query = request.query as Record<string, unknown>;
      return reply.redirect(safeReturnTo(query.returnTo, config.DEFAULT_PATH), 302);
    }
    return undefined;
  });

  for (const page of pages) {
    app.get(page.path, { config: { page } }, (request, reply) => renderPage(request, reply, page));
  }
}
