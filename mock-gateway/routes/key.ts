import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { asRawQuery, queryString } from '#mock-gateway/store/query-params.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import { bindToken, groupError, nameTooLong, settingError } from '#mock-gateway/store/key/input.ts';
import {
  BILLING_TAG_MIN_ROLE,
  TOKEN_ORDER_FIELDS,
  insertToken,
  ownToken,
  searchTokens,
  serializeToken,
} from '#mock-gateway/store/key/list.ts';
import { updateToken } from '#mock-gateway/store/key/update.ts';

const PLAYGROUND_NAME = 'sys_playground';

function idParam(params: unknown): string {
  const id = typeof params === 'object' && params !== null && 'id' in params ? params.id : '';
  return typeof id === 'string' ? id : '';
}

/** API keys of the signed-in user (contract §2.5); every user's keys for admins are `admin-keys.ts`. */
export const tokenRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/token/', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const query = asRawQuery(request.query);
    const rows = searchTokens(store, caller.user.id, 0, queryString(query, 'keyword'));
    const result = paginate(rows, query, TOKEN_ORDER_FIELDS);
    if (!result.ok) return fail(result.message);
    return ok({ ...result.page, data: result.page.data.map((token) => serializeToken(token, caller.user.role)) });
  });

  app.get('/api/token/playground', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const existing = [...store.tokens.values()].find((token) => token.user_id === caller.user.id && token.name === PLAYGROUND_NAME);
    const token =
      existing ??
      insertToken(store, {
        user_id: caller.user.id,
        name: PLAYGROUND_NAME,
        expired_time: -1,
        remain_quota: 0,
        unlimited_quota: true,
        group: '',
        backup_group: '',
        setting: null,
      });
    return ok(token.key);
  });

  app.get('/api/token/:id', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const raw = idParam(request.params);
    if (!/^[+-]?\d+$/.test(raw)) return fail(`strconv.Atoi: parsing ${JSON.stringify(raw)}: invalid syntax`);
    const token = ownToken(store, Number(raw), caller.user.id);
    return typeof token === 'string' ? fail(token) : ok(serializeToken(token, caller.user.role));
  });

  app.post('/api/token/', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const input = bindToken(request.body);
    if (typeof input === 'string') return fail(input);
    if (nameTooLong(input.name)) return fail('令牌名称过长');
    for (const symbol of [input.group, input.backup_group]) {
      const error = symbol === '' ? null : groupError(store, caller.user, symbol);
      if (error) return fail(error);
    }
    const error = settingError(input.setting);
    if (error) return fail(error);
    // Not checked upstream (it would store a negative balance); the double refuses it.
    if (input.remain_quota < 0) return fail('令牌额度不能为负数');
    const setting = input.setting ? { ...input.setting } : null;
    if (setting && caller.user.role < BILLING_TAG_MIN_ROLE) delete setting.billing_tag;
    insertToken(store, {
      user_id: caller.user.id,
      name: input.name,
      expired_time: input.expired_time,
      remain_quota: input.remain_quota,
      unlimited_quota: input.unlimited_quota,
      group: input.group,
      backup_group: input.backup_group,
      setting,
    });
    return ok();
  });

  app.delete('/api/token/:id', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    // Upstream ignores Atoi's error here, so a non-number is id 0.
    const raw = idParam(request.params);
    const token = ownToken(store, /^[+-]?\d+$/.test(raw) ? Number(raw) : 0, caller.user.id);
    if (typeof token === 'string') return fail(token);
    store.tokens.delete(token.id);
    return ok();
  });

  app.put('/api/token/', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const statusOnly = queryString(asRawQuery(request.query), 'status_only') !== '';
    const result = updateToken(store, caller.user, request.body, statusOnly, false);
    return result.ok ? ok(result.token) : fail(result.message);
  });
});
