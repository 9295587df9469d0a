import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { optionOpenTo } from '#shared/api/schemas/option.ts';
import { SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import { changedNothing } from '#mock-gateway/http/audit.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { ROLE_TOO_LOW } from '#mock-gateway/http/guard.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { SAFE_TOOLS, isSecretOption, listOptions, writeOption } from '#mock-gateway/store/options/options.ts';
import { asRawQuery, bindInt } from '#mock-gateway/store/query-params.ts';

/**
 * Gateway options (contract §2.12, admin reference §2.11 and §3): read all, write one key per
 * `PUT`. Upstream asks for root even to read; the double follows the spec (§6), which puts the
 * settings page at the lower operator level (`upstream-only.ts` has upstream's role), except for
 * `ROOT_OPTION_KEYS` (server address, sign-in methods and providers, mail, Turnstile, the image
 * proxies), which stay root's as upstream's: below root they are left out of the list and a write
 * of one gets upstream's RootAuth refusal. The log purge stays with admins, as upstream's. A saved option acts at once:
 * `/api/status`, `/api/notice`, sign-in and registration read the same store. Each change writes
 * an operation record `option.update` with the key's text before and after; a secret is named
 * with `SECRET_MASK`, never shown. Also the log purge (`DELETE /api/log/`, contract §2.8) and
 * upstream's public `/api/about` and `/api/home_page_content`.
 */
export const optionRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/option/', { config: { role: ROLE.operator } }, async (request) => {
    const { role } = callerOf(request).user;
    return ok(listOptions(store).filter((option) => optionOpenTo(role, option.key)));
  });

  app.get('/api/option/safe_tools', { config: { role: ROLE.operator } }, async () => ok([...SAFE_TOOLS]));

  app.put('/api/option/', { config: { role: ROLE.operator } }, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/option/'], request.body);
    if (!body.ok) return fail(body.message);
    if (!optionOpenTo(callerOf(request).user.role, body.data.key)) return fail(ROLE_TOO_LOW);
    const saved = writeOption(store, body.data.key, body.data.value);
    if (!saved.ok) return fail(saved.message);
    const secret = isSecretOption(saved.key);
    // A secret left empty, or a value saved again as it was, changes nothing and is not recorded.
    if ((secret && body.data.value === '') || (!secret && saved.before === saved.after)) {
      changedNothing(request);
      return ok();
    }
    recordOperation(store, request, {
      action: 'option.update',
      targetType: 'option',
      targetId: saved.key,
      before: secret ? {} : { [saved.key]: saved.before },
      after: { [saved.key]: secret ? SECRET_MASK : saved.after },
    });
    return ok();
  });

  // Upstream's `DeleteOldLog`: every row (of any type) created before the timestamp.
  app.delete('/api/log/', { config: { role: ROLE.admin } }, async (request) => {
    const target = bindInt(asRawQuery(request.query), 'target_timestamp');
    if (typeof target === 'string') return fail(target);
    if (target <= 0) return fail('target_timestamp 不能为空');
    const kept = store.logs.filter((row) => row.created_at >= target);
    const deleted = store.logs.length - kept.length;
    store.logs = kept;
    if (deleted === 0) changedNothing(request);
    else
      recordOperation(store, request, {
        action: 'log.purge',
        targetType: 'log',
        targetId: target,
        before: null,
        after: { target_timestamp: target, deleted },
      });
    return ok(deleted);
  });

  app.get('/api/about', { config: { role: 'public' } }, async () => ok(store.settings.About));
  app.get('/api/home_page_content', { config: { role: 'public' } }, async () => ok(store.settings.HomePageContent));
});
