import { LoginBodySchema } from '#shared/api/schemas/auth.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { criticalRateLimit } from '#mock-gateway/http/rate-limit.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { completeSignIn } from '#mock-gateway/http/sign-in.ts';
import { requestSession, setSessionCookie } from '#mock-gateway/http/session.ts';
import { createSession } from '#mock-gateway/store/sessions.ts';
import { findUserByLogin } from '#mock-gateway/store/user/user.ts';
import { verifyPassword } from '#mock-gateway/store/user/passwords.ts';

const BAD_CREDENTIALS = '用户名或密码错误，或用户已被封禁';

/** Password sign-in and sign-out (contract §2.2). */
export const authRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.post('/api/user/login', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    if (!store.settings.PasswordLoginEnabled) return fail('管理员关闭了密码登录');
    const body = LoginBodySchema.safeParse(request.body);
    if (!body.success) return fail(INVALID_PARAMS);
    const user = findUserByLogin(store, body.data.username);
    // One message for a wrong password and a disabled account, as upstream.
    if (!user || !verifyPassword(body.data.password, user.passwordSalt, user.passwordHash) || user.status !== 1) {
      return fail(BAD_CREDENTIALS);
    }
    return completeSignIn(store, request, reply, user);
  });

  app.get('/api/user/logout', { config: { role: 'public' } }, async (request, reply) => {
    const session = requestSession(store, request);
    if (session) store.sessions.delete(session.id);
    // controller/user.go Logout clears the session and saves it: the cookie store writes an
    // empty session under the same cookie, with the full lifetime, rather than expiring it.
    setSessionCookie(reply, createSession(store, null));
    return ok();
  });
});
