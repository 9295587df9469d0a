import { z } from 'zod';
import { SelfUpdateSchema, UnbindInputSchema } from '#shared/api/schemas/profile.ts';
import type { UnbindInput } from '#shared/api/schemas/profile.ts';
import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import type { BodyIssue } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { criticalRateLimit } from '#mock-gateway/http/rate-limit.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { consumeCode } from '#mock-gateway/store/codes.ts';
import type { UserRecord } from '#mock-gateway/store/state.ts';
import { setPassword } from '#mock-gateway/store/user/user.ts';

const EmailBindQuery = z.object({ email: z.string().default(''), code: z.string().default('') });

/** The user-record field each unbind type clears; `google` and `email` are extensions. */
const UNBIND_FIELD = {
  github: 'github_id',
  wechat: 'wechat_id',
  lark: 'lark_id',
  oidc: 'oidc_id',
  google: 'google_id',
  email: 'email',
} as const satisfies Record<UnbindInput['type'], string>;

const SELF_FIELD: Record<string, string> = { display_name: 'DisplayName', password: 'Password' };

// go-playground/validator's text for a field of upstream's User outside its min/max tag.
function validatorMessage({ field, code }: BodyIssue): string | undefined {
  const name = SELF_FIELD[field];
  const tag = code === 'too_small' ? 'min' : code === 'too_big' ? 'max' : undefined;
  return name && tag ? `输入不合法 Key: 'User.${name}' Error:Field validation for '${name}' failed on the '${tag}' tag` : undefined;
}

// Upstream's gorm Updates skips zero values: an empty name or password means "no change".
function withoutEmptyStrings(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
}

function takenBy(users: Iterable<UserRecord>, field: 'email', value: string, self: number): boolean {
  for (const user of users) if (user.id !== self && user[field] === value) return true;
  return false;
}

/**
 * Profile changes and account bindings of the signed-in user (contract §2.3): display name and
 * password, unbinding, e-mail binding with a verification code. WeChat binding is in
 * routes/wechat.ts, the OAuth bindings in each provider's callback.
 */
export const profileRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.put('/api/user/self', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    const body = readBody(SelfUpdateSchema, withoutEmptyStrings(request.body), validatorMessage);
    if (!body.ok) return fail(body.message);
    const { display_name: name, password } = body.data;
    if (name !== undefined) caller.user.display_name = name;
    if (password !== undefined) setPassword(caller.user, password);
    return ok();
  });

  app.post('/api/user/unbind', { config: { role: ROLE.common } }, async (request) => {
    const caller = callerOf(request);
    // A missing or unknown type has upstream's message; a type that is not a string is unreadable.
    const body = readBody(UnbindInputSchema, request.body, ({ field, input }) =>
      field === 'type' && (input === undefined || typeof input === 'string') ? '未知的绑定类型' : undefined,
    );
    if (!body.ok) return fail(body.message);
    const { type } = body.data;
    // Like upstream, nothing stops removing the last way to sign in (the password still works).
    caller.user[UNBIND_FIELD[type]] = '';
    if (type === 'github') caller.user.github_id_new = 0;
    return ok();
  });

  app.get('/api/oauth/email/bind', { config: { role: ROLE.common }, onRequest: criticalRateLimit(store) }, async (request) => {
    const caller = callerOf(request);
    const { email, code } = EmailBindQuery.parse(request.query);
    if (email === '' || !consumeCode(store, store.verificationCodes, email, code)) return fail('验证码错误或已过期');
    if (takenBy(store.users.values(), 'email', email, caller.user.id)) return fail('邮箱地址已被占用');
    caller.user.email = email;
    return ok();
  });
});
