import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import i18next from 'i18next';
import type { i18n } from 'i18next';
import FsBackend from 'i18next-fs-backend';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, matchLanguage, NAMESPACES } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import { sharedI18nOptions } from '#shared/i18n/i18n-options.ts';
import { ROOT_DIR } from '#server/render/ssr-runtime.ts';
import { TranslationMemo } from './i18n-memo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    i18n: i18n;
  }
  interface FastifyRequest {
    /** The language this request is rendered in. */
    lng: Language;
    /** A per-request clone of the server instance, set to `lng`. */
    createI18n(): i18n;
  }
}

/** Languages of an Accept-Language header, best first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/** `?lng=`, then the language cookie, then Accept-Language, then zh-CN. */
export function resolveLanguage(request: Pick<FastifyRequest, 'query' | 'cookies' | 'headers'>): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lng === 'string' ? matchLanguage(query.lng) : null;
  if (fromQuery) return fromQuery;
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  for (const tag of parseAcceptLanguage(request.headers['accept-language'])) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** The server's i18next over every locale file, loaded once (the pages' and the jobs' texts). */
export async function loadServerI18n(): Promise<i18n> {
  const instance = i18next.createInstance().use(FsBackend);
  await instance.init({
    ...sharedI18nOptions,
    lng: DEFAULT_LANGUAGE,
    preload: [...LANGUAGES],
    initAsync: false,
    backend: { loadPath: join(ROOT_DIR, 'locales', '{{lng}}', '{{ns}}.json') },
  });
  await instance.loadLanguages([...LANGUAGES]);
  await instance.loadNamespaces([...NAMESPACES]);
  return instance;
}

/** Serves the loaded texts (or loads them) and resolves each request's language. */
async function i18nPlugin(app: FastifyInstance, options: { instance?: i18n }): Promise<void> {
  const instance = options.instance ?? (await loadServerI18n());
  app.decorate('i18n', instance);
  app.decorateRequest('lng', DEFAULT_LANGUAGE);
  const memo = new TranslationMemo();
  app.decorateRequest('createI18n', function createI18n(this: FastifyRequest) {
    return memo.attach(instance.cloneInstance({ lng: this.lng, initAsync: false }));
  });
  app.addHook('onRequest', async (request) => {
    request.lng = resolveLanguage(request);
  });
}

export default fp(i18nPlugin, { name: 'i18n', dependencies: ['@fastify/cookie'] });
