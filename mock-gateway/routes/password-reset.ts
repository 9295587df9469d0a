import { z } from 'zod';
import { ResetBodySchema } from '#shared/api/schemas/auth.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { criticalRateLimit } from '#mock-gateway/http/rate-limit.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { checkTurnstile } from '#mock-gateway/http/turnstile.ts';
import { consumeCode, issueResetToken } from '#mock-gateway/store/codes.ts';
import { SMTP_UNSET, recordMail, smtpConfigured } from '#mock-gateway/store/outbox.ts';
import { findUserByEmail, randomString, setPassword } from '#mock-gateway/store/user/user.ts';

const EmailQuery = z.object({ email: z.email() });

/** Forgot-password mail and the one-time reset it links to (contract §2.2). */
export const passwordResetRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/reset_password', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    const refusal = checkTurnstile(store, request, reply);
    if (refusal) return refusal;
    const query = EmailQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    if (!findUserByEmail(store, query.data.email)) return fail('该邮箱地址未注册');
    const { email } = query.data;
    if (!smtpConfigured(store)) return fail(SMTP_UNSET);
    const token = issueResetToken(store, email);
    // Upstream's link exactly (controller/misc.go SendPasswordResetEmail): ServerAddress, never a
    // header of the request, and the address unescaped. The bundled double's ServerAddress is
    // the console's origin (server/bundled-gateway.ts).
    const link = `${store.status.server_address}/user/reset?email=${email}&token=${token}`;
    recordMail(store, { to: email, kind: 'reset', link });
    return ok();
  });

  app.post('/api/user/reset', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request) => {
    const body = ResetBodySchema.safeParse(request.body);
    if (!body.success) return fail(INVALID_PARAMS);
    const { email, token } = body.data;
    const user = findUserByEmail(store, email);
    if (!user || !consumeCode(store, store.resetTokens, email, token)) return fail('重置链接非法或已过期');
    const password = randomString(12);
    setPassword(user, password);
    return ok(password);
  });
});
