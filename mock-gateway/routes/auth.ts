import { LoginBodySchema } from '../../shared/api/schemas/auth.ts';
import type { GatewayPlugin } from '../http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '../http/respond.ts';
import { clearSessionCookie, ensureSession, requestSession, setSessionCookie } from '../http/session.ts';
import { createSession } from '../store/sessions.ts';
import { nowSeconds } from '../store/state.ts';
import { findUserByLogin, randomString, toLoginUser } from '../store/users.ts';
import { verifyPassword } from '../store/passwords.ts';

const BAD_CREDENTIALS = '用户名或密码错误，或用户已被封禁';

/** Sign-in, sign-out and the OAuth state (contract §2.2). */
export const authRoutes: GatewayPlugin = async (app, { store }) => {
  app.post('/api/user/login', async (request, reply) => {
    if (!store.settings.PasswordLoginEnabled) return fail('管理员关闭了密码登录');
    const body = LoginBodySchema.safeParse(request.body);
    if (!body.success) return fail(INVALID_PARAMS);
    const user = findUserByLogin(store, body.data.username);
    if (!user || !verifyPassword(body.data.password, user.passwordSalt, user.passwordHash) || user.status !== 1) {
      return fail(BAD_CREDENTIALS);
    }
    // A fresh id on sign-in, so a session id planted before login is worthless afterwards.
    const previous = requestSession(store, request);
    if (previous) store.sessions.delete(previous.id);
    setSessionCookie(reply, createSession(store, user.id));
    user.last_login_time = nowSeconds(store);
    user.last_login_ip = request.ip;
    return ok(toLoginUser(user));
  });

  app.get('/api/user/logout', async (request, reply) => {
    const session = requestSession(store, request);
    if (session) store.sessions.delete(session.id);
    clearSessionCookie(reply);
    return ok();
  });

  app.get('/api/oauth/state', async (request, reply) => {
    const session = ensureSession(store, request, reply);
    session.oauthState = randomString(12);
    return ok(session.oauthState);
  });
};
