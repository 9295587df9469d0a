import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OAuthCallbackBodySchema } from '#shared/api/schemas/auth.ts';
import type { OAuthCallbackBody } from '#shared/api/schemas/auth.ts';
import { consoleCallback, isCallbackUrl, ownOrigin, withQuery } from '#mock-gateway/http/callback-url.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { criticalRateLimit } from '#mock-gateway/http/rate-limit.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { completeSignIn } from '#mock-gateway/http/sign-in.ts';
import { ensureSession, requestSession } from '#mock-gateway/http/session.ts';
import { BINDING_FIELD, linkedUser, redeemOAuthCode } from '#mock-gateway/store/oauth.ts';
import type { FakeIdentity, MockStore } from '#mock-gateway/store/state.ts';
import {
  creditInvitation,
  findUserByAffCode,
  findUserByEmail,
  insertUser,
  randomString,
  uniqueUsername,
} from '#mock-gateway/store/user/user.ts';

const UrlQuery = z.object({ redirect_uri: z.string().optional() });

/** The providers of upstream's GitHubOAuth pattern (Lark has its own callback: routes/lark.ts). */
type GitHubLikeProvider = 'github' | 'google';

const PROVIDER_NAME: Record<GitHubLikeProvider, string> = { github: 'GitHub', google: 'Google' };

function providerEnabled(store: MockStore, provider: GitHubLikeProvider): boolean {
  return provider === 'github' ? store.status.github_oauth : store.status.google_oauth;
}

// The query carries the parameters (upstream); a JSON body is accepted too for the POST.
function callbackParams(request: FastifyRequest): OAuthCallbackBody {
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  const query = typeof request.query === 'object' && request.query !== null ? request.query : {};
  return z.safeParse(OAuthCallbackBodySchema, { ...body, ...query }).data ?? {};
}

// A first sign-in creates the account like register does, named after the provider login.
function signUp(store: MockStore, identity: FakeIdentity, aff: string) {
  const base = identity.provider === 'github' ? identity.label : (identity.email.split('@')[0] ?? '');
  const user = insertUser(store, {
    username: uniqueUsername(store, base, identity.provider),
    password: null,
    email: findUserByEmail(store, identity.email) ? '' : identity.email,
    inviterId: findUserByAffCode(store, aff)?.id ?? 0,
    displayName: identity.name,
  });
  user[BINDING_FIELD[identity.provider]] = identity.subject;
  creditInvitation(store, user);
  return user;
}

/**
 * Upstream's GitHubOAuth for either provider: the state must be the session's, the code is
 * exchanged once; a signed-in caller binds the account, anyone else signs in (or up).
 */
function oauthCallback(store: MockStore, provider: GitHubLikeProvider) {
  const name = PROVIDER_NAME[provider];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { code = '', state = '', aff = '' } = callbackParams(request);
    const session = requestSession(store, request);
    if (state === '' || session?.oauthState == null || state !== session.oauthState) {
      return reply.code(403).send(fail('state is empty or not same'));
    }
    if (!providerEnabled(store, provider)) return fail(`管理员未开启通过 ${name} 登录以及注册`);
    if (code === '') return fail(INVALID_PARAMS);
    // What upstream answers when the provider rejects a code (unknown, used or expired).
    const identity = redeemOAuthCode(store, provider, code);
    if (!identity) return fail('返回值非法，用户字段为空，请稍后重试！');
    const linked = linkedUser(store, identity);
    const current = session.userId === null ? undefined : store.users.get(session.userId);
    if (current) {
      if (linked) return fail(`该 ${name} 账户已被绑定`);
      current[BINDING_FIELD[provider]] = identity.subject;
      return { success: true, message: 'bind' };
    }
    if (!linked && !store.settings.RegisterEnabled) return fail('管理员关闭了新用户注册');
    const user = linked ?? signUp(store, identity, aff);
    if (user.status !== 1) return fail('用户已被封禁');
    return completeSignIn(store, request, reply, user);
  };
}

/** OAuth state, GitHub's callback (contract §2.2) and Google's URL and callback (extensions.md). */
export const oauthRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  // Critical like upstream's (router/api-router.go): each state costs a sign-in attempt of the budget.
  app.get('/api/oauth/state', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    const session = ensureSession(store, request, reply);
    session.oauthState = randomString(12);
    return ok(session.oauthState);
  });

  app.get('/api/oauth/github', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, oauthCallback(store, 'github'));
  app.post('/api/oauth/google', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, oauthCallback(store, 'google'));

  // The double's own fake Google page; `redirect_uri` (optional) overrides the guessed callback.
  app.get('/api/oauth/google/url', { config: { role: 'public' } }, async (request, reply) => {
    if (!store.status.google_oauth) return fail('管理员未开启通过 Google 登录以及注册');
    const wanted = UrlQuery.safeParse(request.query).data?.redirect_uri;
    if (wanted !== undefined && !isCallbackUrl(wanted)) return fail(INVALID_PARAMS);
    const session = ensureSession(store, request, reply);
    session.oauthState = randomString(12);
    return ok(
      withQuery(`${ownOrigin(request, store)}/oauth-fake/google/authorize`, {
        client_id: store.status.google_client_id,
        state: session.oauthState,
        redirect_uri: wanted ?? consoleCallback(request, '/oauth/google'),
        response_type: 'code',
        scope: 'openid email profile',
      }),
    );
  });
});
