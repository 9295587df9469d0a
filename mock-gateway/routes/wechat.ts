import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { criticalRateLimit } from '#mock-gateway/http/rate-limit.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { completeSignIn } from '#mock-gateway/http/sign-in.ts';
import { linkedUser, redeemOAuthCode, signUpLinked } from '#mock-gateway/store/oauth.ts';
import type { IdentityOf } from '#mock-gateway/store/oauth.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

const CodeQuery = z.object({ code: z.string().default(''), aff: z.string().default('') });

const DISABLED = '管理员未开启通过微信登录以及注册';

/**
 * one-hub's getWeChatIdByCode, asking the double's WeChat server stand-in (routes/wechat-fake.ts):
 * the follower a code was issued to, used up; an unknown, used or expired code finds nobody,
 * which one-hub words `验证码错误或已过期`.
 */
function wechatUser(store: MockStore, code: string): IdentityOf<'wechat'> | string {
  if (code === '') return INVALID_PARAMS;
  return redeemOAuthCode(store, 'wechat', code) ?? '验证码错误或已过期';
}

/**
 * WeChat sign-in and binding (controller/wechat.go): a verification code from the official
 * account stands for a WeChat user. `GET /api/oauth/wechat?code&aff` signs in the linked user or
 * up as `wechat_<id>` ("WeChat User"); `GET /api/oauth/wechat/bind?code` links it to the caller.
 */
export const wechatRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/oauth/wechat', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    if (!store.status.wechat_login) return fail(DISABLED);
    const { code, aff } = CodeQuery.parse(request.query);
    const identity = wechatUser(store, code);
    if (typeof identity === 'string') return fail(identity);
    const linked = linkedUser(store, identity);
    if (!linked && !store.settings.RegisterEnabled) return fail('管理员关闭了新用户注册');
    const user = linked ?? signUpLinked(store, identity, { prefix: 'wechat', displayName: 'WeChat User', aff });
    if (user.status !== 1) return fail('用户已被封禁');
    return completeSignIn(store, request, reply, user);
  });

  app.get('/api/oauth/wechat/bind', { config: { role: ROLE.common }, onRequest: criticalRateLimit(store) }, async (request) => {
    const caller = callerOf(request);
    if (!store.status.wechat_login) return fail(DISABLED);
    const identity = wechatUser(store, CodeQuery.parse(request.query).code);
    if (typeof identity === 'string') return fail(identity);
    if (linkedUser(store, identity)) return fail('该微信账号已被绑定');
    caller.user.wechat_id = identity.subject;
    return ok();
  });
});
