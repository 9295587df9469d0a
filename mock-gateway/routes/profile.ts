import { z } from 'zod';
import { SelfUpdateSchema, UnbindInputSchema } from '../../shared/api/schemas/profile.ts';
import type { UnbindInput } from '../../shared/api/schemas/profile.ts';
import { ROLE } from '../../shared/access.ts';
import { callerOf } from '../http/authorize.ts';
import { readBody } from '../http/body.ts';
import type { BodyIssue } from '../http/body.ts';
import type { GatewayPlugin } from '../http/plugin.ts';
import { criticalRateLimit } from '../http/rate-limit.ts';
import { INVALID_PARAMS, fail, ok } from '../http/respond.ts';
import { requestSession } from '../http/session.ts';
import { completeSignIn } from '../http/sign-in.ts';
import { consumeCode } from '../store/codes.ts';
import type { UserRecord } from '../store/state.ts';
import { insertUser, setPassword, uniqueUsername } from '../store/users.ts';

const EmailBindQuery = z.object({ email: z.string().default(''), code: z.string().default('') });
const CodeQuery = z.object({ code: z.string().default(''), state: z.string().default('') });

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

/** The deterministic account id the double binds for a WeChat or Lark code. */
export function mockWeChatId(code: string): string {
  return `o-mock-wechat-${code}`;
}
export function mockLarkId(code: string): string {
  return `ou_mock_lark_${code}`;
}

function takenBy(users: Iterable<UserRecord>, field: 'wechat_id' | 'lark_id' | 'email', value: string, self: number): boolean {
  for (const user of users) if (user.id !== self && user[field] === value) return true;
  return false;
}

/**
 * Profile changes and account bindings of the signed-in user (contract §2.3): display name and
 * password, unbinding, e-mail binding with a verification code, and WeChat and Lark binding
 * (any 6-digit code stands for an account at the double's pretend WeChat or Lark).
 */
export const profileRoutes: GatewayPlugin = async (app, { store }) => {
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

  app.get('/api/oauth/wechat/bind', { config: { role: ROLE.common }, onRequest: criticalRateLimit(store) }, async (request) => {
    const caller = callerOf(request);
    if (!store.status.wechat_login) return fail('管理员未开启通过微信登录以及注册');
    const { code } = CodeQuery.parse(request.query);
    if (code === '') return fail(INVALID_PARAMS);
    if (!/^\d{6}$/.test(code)) return fail('验证码错误或已过期');
    const wechatId = mockWeChatId(code);
    if (takenBy(store.users.values(), 'wechat_id', wechatId, 0)) return fail('该微信账号已被绑定');
    caller.user.wechat_id = wechatId;
    return ok();
  });

  // Upstream's LarkOAuth: the session's state must match; a signed-in caller binds, anyone else
  // signs in with the linked account (or signs up, like the GitHub callback).
  app.get('/api/oauth/lark', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    if (!store.status.lark_login) return fail('管理员未开启通过飞书登录以及注册');
    const { code, state } = CodeQuery.parse(request.query);
    const session = requestSession(store, request);
    if (state === '' || session?.oauthState == null || state !== session.oauthState) {
      return reply.code(403).send(fail('state is empty or not same'));
    }
    if (!/^\d{6}$/.test(code)) return fail(code === '' ? INVALID_PARAMS : '验证码错误或已过期');
    const larkId = mockLarkId(code);
    const linked = [...store.users.values()].find((user) => user.lark_id === larkId);
    const current = session.userId === null ? undefined : store.users.get(session.userId);
    if (current) {
      if (linked) return fail('该飞书账户已被绑定');
      current.lark_id = larkId;
      return { success: true, message: 'bind' };
    }
    if (!linked && !store.settings.RegisterEnabled) return fail('管理员关闭了新用户注册');
    const user =
      linked ?? insertUser(store, { username: uniqueUsername(store, `lark${code}`, 'lark'), password: null, email: '', inviterId: 0 });
    user.lark_id = larkId;
    if (user.status !== 1) return fail('用户已被封禁');
    return completeSignIn(store, request, reply, user);
  });
};
