import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IDToken } from 'openid-client';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { criticalRateLimit } from '#mock-gateway/http/rate-limit.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { completeSignIn } from '#mock-gateway/http/sign-in.ts';
import { ensureSession, requestSession } from '#mock-gateway/http/session.ts';
import { OidcExchangeError, authorizationUrl, exchangeCode, newCodeVerifier, oidcConfiguration } from '#mock-gateway/oidc/client.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';
import { creditInvitation, findUserByAffCode, findUserByEmail, insertUser, randomString } from '#mock-gateway/store/user/user.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Gateway double only: `GET /api/oauth/oidc` binds the account to a signed-in caller (the
     * GitHub pattern) unless this is false, as on an unmodified one-hub (`upstream-only.ts`).
     */
    bindsSignedIn?: boolean;
  }
}

const CallbackQuery = z.object({ code: z.string().optional(), state: z.string().optional(), aff: z.string().optional() });

const DISABLED = '管理员未开启通过OIDC登录';
const NO_CONFIGURATION = '获取 OIDC 配置失败';
const BANNED = '用户已被封禁或不存在';

/** A claim as one-hub reads it (a string, else absent). */
function textClaim(claims: IDToken, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function findUser(store: MockStore, matches: (user: UserRecord) => boolean): UserRecord | undefined {
  return [...store.users.values()].find(matches);
}

/** one-hub's sign-up of an unknown OIDC account: the claimed username, e-mail and display name. */
function signUp(store: MockStore, claims: IDToken, username: string, aff: string): UserRecord {
  const email = textClaim(claims, 'email') ?? '';
  const user = insertUser(store, {
    username,
    password: null,
    // The double keeps e-mail addresses unique (sign-in by e-mail); one-hub stores the claim as is.
    email: findUserByEmail(store, email) ? '' : email,
    inviterId: aff === '' ? 0 : (findUserByAffCode(store, aff)?.id ?? 0),
    displayName: textClaim(claims, 'displayName') ?? '',
  });
  user.oidc_id = claims.sub;
  user.avatar_url = textClaim(claims, 'avatar') ?? '';
  // one-hub records the inviter but credits nobody (`Insert(0)`); the double credits the
  // invitation like every other sign-up (extensions.md, affiliate).
  creditInvitation(store, user);
  return user;
}

/**
 * one-hub's OIDCAuth after the exchange: the user linked to `sub`, else the user named by the
 * username claim (which gets `sub` linked: one-hub trusts its identity provider's usernames),
 * else a new account; a disabled one is refused.
 */
function signInOrUp(store: MockStore, request: FastifyRequest, reply: FastifyReply, claims: IDToken, username: string, aff: string) {
  const linked = findUser(store, (user) => user.oidc_id === claims.sub);
  if (linked) return linked.status === 1 ? completeSignIn(store, request, reply, linked) : fail(BANNED);
  const named = findUser(store, (user) => user.username === username);
  if (named) {
    if (named.status !== 1) return fail(BANNED);
    named.oidc_id = claims.sub;
    return completeSignIn(store, request, reply, named);
  }
  if (!store.settings.RegisterEnabled) return fail('管理员关闭了新用户注册');
  return completeSignIn(store, request, reply, signUp(store, claims, username, aff));
}

/** `GET /api/oauth/endpoint` and `GET /api/oauth/oidc` (contract §2.2), one-hub's OIDC sign-in. */
export const oidcRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/oauth/endpoint', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    if (!store.status.oidc_auth) return fail(DISABLED);
    const config = await oidcConfiguration(app, store).catch(() => undefined);
    if (!config) return fail(NO_CONFIGURATION);
    const session = ensureSession(store, request, reply);
    session.oauthState = randomString(12);
    session.oidcCodeVerifier = newCodeVerifier();
    return ok(await authorizationUrl(config, store, session.oauthState, session.oidcCodeVerifier));
  });

  app.get('/api/oauth/oidc', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    if (!store.status.oidc_auth) return fail(DISABLED);
    const { code = '', state = '', aff = '' } = CallbackQuery.safeParse(request.query).data ?? {};
    const session = requestSession(store, request);
    if (state === '' || session?.oauthState == null || state !== session.oauthState) {
      return reply.code(403).send(fail('state is empty or not same'));
    }
    // One use: a replayed callback finds no state (one-hub keeps it until the session ends).
    session.oauthState = null;
    const codeVerifier = session.oidcCodeVerifier ?? '';
    session.oidcCodeVerifier = null;
    const config = await oidcConfiguration(app, store).catch(() => undefined);
    if (!config) return fail(NO_CONFIGURATION);
    let claims: IDToken;
    try {
      claims = await exchangeCode(config, store, { code, state, codeVerifier });
    } catch (error) {
      const message = error instanceof OidcExchangeError ? error.message : String(error);
      return reply.code(400).type('text/plain; charset=utf-8').send(message);
    }
    if (claims.sub === '') return fail('ID Token 中没有 Subject');
    const username = textClaim(claims, store.settings.OIDCUsernameClaims);
    if (username === undefined) return fail('用户没有OIDC登录权限');
    const current = session.userId === null ? undefined : store.users.get(session.userId);
    if (current && request.routeOptions.config.bindsSignedIn !== false) {
      if (findUser(store, (user) => user.oidc_id === claims.sub)) return fail('该 OIDC 账户已被绑定');
      current.oidc_id = claims.sub;
      return { success: true, message: 'bind' };
    }
    return signInOrUp(store, request, reply, claims, username, aff);
  });
});
