import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { i18n } from 'i18next';
import { ROLE } from '#shared/access.ts';
import type { Language } from '#shared/i18n/settings.ts';
import {
  HOME_SWITCH_KEY,
  SITE_API,
  SITE_BODY_LIMIT_BYTES,
  SITE_DEFAULTS_API,
  SITE_TEXT_MAX,
  SiteSettingUpdateSchema,
} from '#shared/api/schemas/site.ts';
import type { SiteDefaults, SiteTextName } from '#shared/api/schemas/site.ts';
import { defaultSiteMarkdown } from '#shared/site/default-texts.ts';
import { crossSiteWriteGuard } from '#server/plugins/proxy/cross-site-guard.ts';
import { answerResponse, sendAnswer } from '#server/console-api/answer.ts';
import type { ConsoleAnswer } from '#server/console-api/answer.ts';
import type { Store } from '#server/store/open-store.ts';
import { readSiteSettings, writeSiteSetting } from './site-records.ts';

export interface SiteRouteOptions {
  store: Store;
  texts: i18n;
  publicUrl: string | undefined;
  /** Empties every worker's guest page cache: the pages carry the texts and the switch. */
  onWrite: () => void | Promise<void>;
}

/** Every text's default in every language, from the console's own `pages` texts. */
export function siteDefaults(texts: i18n): SiteDefaults {
  const inEvery = (name: SiteTextName): Record<Language, string> => {
    const markdown = (lng: Language) => {
      const t = texts.getFixedT(lng, 'pages');
      return defaultSiteMarkdown(name, (key) => t(key));
    };
    return { 'zh-CN': markdown('zh-CN'), 'zh-HK': markdown('zh-HK'), en: markdown('en') };
  };
  return { contact: inEvery('contact'), terms: inEvery('terms'), privacy: inEvery('privacy') };
}

/** Why a `PUT` body is refused, in the reader's language (the form checks the same first). */
function badBody(request: FastifyRequest, body: unknown): string {
  const t = request.server.i18n.getFixedT(request.lng, 'setting');
  const key = typeof body === 'object' && body !== null && 'key' in body ? body.key : undefined;
  const value = typeof body === 'object' && body !== null && 'value' in body ? body.value : undefined;
  const parsed = SiteSettingUpdateSchema.safeParse(body);
  if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'key'))
    return t('siteErrors.unknownKey', { key: typeof key === 'string' ? key.slice(0, 64) : '' });
  if (typeof value === 'string' && value.length > SITE_TEXT_MAX) return t('siteErrors.tooLong', { max: SITE_TEXT_MAX });
  return t('siteErrors.badBody');
}

/**
 * `/console-api/site`: the site settings the console keeps (`shared/api/schemas/site.ts`).
 * Reading is public (guests read the pages); a write needs the Settings page's role (the spec's
 * operator), comes from this site only, is a small JSON body, and empties the guest page cache,
 * so the next guest sees the new text in each language.
 */
export async function siteRoutes(app: FastifyInstance, options: SiteRouteOptions): Promise<void> {
  const { store } = options;
  const guard = crossSiteWriteGuard(options.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(SITE_API) && guard(request, reply)) return reply;
  });
  let defaults: SiteDefaults | null = null;
  app.get(SITE_API, async (_request, reply) => sendAnswer(reply, { ok: true, data: await readSiteSettings(store) }));
  app.get(SITE_DEFAULTS_API, async (_request, reply) => sendAnswer(reply, { ok: true, data: (defaults ??= siteDefaults(options.texts)) }));
  app.put(SITE_API, { bodyLimit: SITE_BODY_LIMIT_BYTES }, async (request, reply) => {
    const t = request.server.i18n.getFixedT(request.lng, 'setting');
    const user = await request.loadSession();
    const refuse = (status: number, message: string): ConsoleAnswer<never> => ({ ok: false, status, message });
    if (user === null) return sendAnswer(reply, refuse(401, t('siteErrors.signIn')));
    if (user.role < ROLE.operator) return sendAnswer(reply, refuse(403, t('siteErrors.forbidden')));
    const parsed = SiteSettingUpdateSchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, refuse(400, badBody(request, request.body)));
    const { key, value } = parsed.data;
    if (key === HOME_SWITCH_KEY && value !== 'true' && value !== 'false') return sendAnswer(reply, refuse(400, t('errors.bool')));
    await writeSiteSetting(store, key, value);
    await options.onWrite();
    return sendAnswer(reply, { ok: true, data: null });
  });
}

/** The loaders' GETs of `/console-api/site…`, answered in this process (render-page.ts). */
export function siteGets(store: Store, texts: i18n) {
  let defaults: SiteDefaults | null = null;
  return async (url: URL): Promise<Response> => {
    if (url.pathname === SITE_API) return answerResponse({ ok: true, data: await readSiteSettings(store) });
    if (url.pathname === SITE_DEFAULTS_API) return answerResponse({ ok: true, data: (defaults ??= siteDefaults(texts)) });
    return answerResponse({ ok: false, status: 404, message: 'Not found' });
  };
}
