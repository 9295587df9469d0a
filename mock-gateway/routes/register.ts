import { z } from 'zod';
import { RegisterBodySchema } from '#shared/api/schemas/auth.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { criticalRateLimit } from '#mock-gateway/http/rate-limit.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { checkTurnstile } from '#mock-gateway/http/turnstile.ts';
import { consumeCode, issueVerificationCode } from '#mock-gateway/store/codes.ts';
import { SMTP_UNSET, recordMail, smtpConfigured } from '#mock-gateway/store/outbox.ts';
import { creditInvitation, findUserByAffCode, findUserByEmail, insertUser } from '#mock-gateway/store/user/user.ts';

const EmailQuery = z.object({ email: z.email() });

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : '';
}

/** Self-registration and the e-mail verification code it may need (contract §2.2). */
export const registerRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.post('/api/user/register', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    const refusal = checkTurnstile(store, request, reply);
    if (refusal) return refusal;
    if (!store.settings.RegisterEnabled) return fail('管理员关闭了新用户注册');
    if (!store.settings.PasswordRegisterEnabled) {
      return fail('管理员关闭了通过密码进行注册，请使用第三方账户验证的形式进行注册');
    }
    if (typeof request.body !== 'object' || request.body === null) return fail(INVALID_PARAMS);
    const parsed = RegisterBodySchema.safeParse(request.body);
    if (!parsed.success) return fail(`输入不合法 ${describeIssue(parsed.error)}`);
    const { username, password, email = '', verification_code = '', aff_code = '' } = parsed.data;
    if (store.status.email_verification) {
      if (email === '' || verification_code === '') return fail('管理员开启了邮箱验证，请输入邮箱地址和验证码');
      if (!consumeCode(store, store.verificationCodes, email, verification_code)) return fail('验证码错误或已过期');
    }
    if ([...store.users.values()].some((user) => user.username === username)) return fail('用户名已存在！');
    const inviterId = findUserByAffCode(store, aff_code)?.id ?? 0;
    const user = insertUser(store, {
      username,
      password,
      // Upstream keeps the address only when it was verified.
      email: store.status.email_verification ? email : '',
      inviterId,
    });
    creditInvitation(store, user);
    return ok();
  });

  app.get('/api/verification', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    const refusal = checkTurnstile(store, request, reply);
    if (refusal) return refusal;
    const query = EmailQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const { email } = query.data;
    // Upstream's e-mail domain restriction (the settings page's "E-mail domains"): no code for others.
    if (store.settings.EmailDomainRestrictionEnabled) {
      const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
      const allowed = store.settings.EmailDomainWhitelist.split(',').map((entry) => entry.trim().toLowerCase());
      if (!allowed.includes(domain)) return fail('管理员启用了邮箱域名白名单，您的邮箱地址的域名不在白名单中');
    }
    if (findUserByEmail(store, email)) return fail('邮箱地址已被占用');
    if (!smtpConfigured(store)) return fail(SMTP_UNSET);
    recordMail(store, { to: email, kind: 'verification', code: issueVerificationCode(store, email) });
    return ok();
  });
});
