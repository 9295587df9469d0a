import type { FastifyInstance } from 'fastify';
import { isLanguage, NAMESPACES } from '#shared/i18n/settings.ts';
import type { Namespace } from '#shared/i18n/settings.ts';

function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/** `/locales/{lng}/{ns}.json` for the browser's on-demand loading, served from memory. */
export async function localeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { lng: string; file: string } }>('/locales/:lng/:file', async (request, reply) => {
    const { lng, file } = request.params;
    const ns = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!isLanguage(lng) || !isNamespace(ns)) return reply.code(404).send({ success: false, message: 'Unknown locale file' });
    const bundle: unknown = app.i18n.getResourceBundle(lng, ns);
    return reply.header('cache-control', 'public, max-age=300').send(bundle ?? {});
  });
}
