import { z } from 'zod';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { criticalRateLimit } from '#mock-gateway/http/rate-limit.ts';
import { INVALID_PARAMS, fail } from '#mock-gateway/http/respond.ts';
import { requestSession } from '#mock-gateway/http/session.ts';
import { completeSignIn } from '#mock-gateway/http/sign-in.ts';
import { linkedUser, redeemOAuthCode, signUpLinked } from '#mock-gateway/store/oauth.ts';
import type { IdentityOf } from '#mock-gateway/store/oauth.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

const CallbackQuery = z.object({ code: z.string().default(''), state: z.string().default(''), aff: z.string().default('') });

const DISABLED = '管理员未开启通过飞书登录以及注册';
/**
 * What the fake Lark answers for a code it did not issue, or issued and saw used or expired
 * (Lark's error 20007); one-hub passes Lark's `msg` on as its message.
 */
export const LARK_INVALID_CODE = 'The authorization code is invalid or has expired.';

/** one-hub's getLarkUserInfoByCode against the fake Lark: the account, or the message one-hub answers. */
function larkUser(store: MockStore, code: string): IdentityOf<'lark'> | string {
  if (code === '') return INVALID_PARAMS;
  return redeemOAuthCode(store, 'lark', code) ?? LARK_INVALID_CODE;
}

/**
 * `GET /api/oauth/lark?code&state&aff`, one-hub's LarkOAuth (controller/lark.go): the switch, the
 * session's state (403), then a signed-in caller binds the account (LarkBind, `message: "bind"`)
 * and anyone else signs in as the linked user, or up as `lark_<id>` named after the Lark user.
 */
export const larkRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/oauth/lark', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    if (!store.status.lark_login) return fail(DISABLED);
    const { code, state, aff } = CallbackQuery.parse(request.query);
    const session = requestSession(store, request);
    if (state === '' || session?.oauthState == null || state !== session.oauthState) {
      return reply.code(403).send(fail('state is empty or not same'));
    }
    const identity = larkUser(store, code);
    if (typeof identity === 'string') return fail(identity);
    const linked = linkedUser(store, identity);
    const current = session.userId === null ? undefined : store.users.get(session.userId);
    if (current) {
      if (linked) return fail('该飞书账户已被绑定');
      current.lark_id = identity.subject;
      return { success: true, message: 'bind' };
    }
    if (!linked && !store.settings.RegisterEnabled) return fail('管理员关闭了新用户注册');
    const user = linked ?? signUpLinked(store, identity, { prefix: 'lark', displayName: identity.name || 'Lark User', aff });
    if (user.status !== 1) return fail('用户已被封禁');
    return completeSignIn(store, request, reply, user);
  });
});
