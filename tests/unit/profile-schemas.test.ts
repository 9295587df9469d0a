import t from 'tap';
import {
  bindingId,
  boundProvider,
  DisplayNameFormSchema,
  EmailBindFormSchema,
  enabledProviders,
  inviteLink,
  PasswordFormSchema,
  roundTripProvider,
} from '#client/pages/dashboard/account/profile/profile-schemas.ts';
import { WeChatCodeFormSchema } from '#client/auth/form-schemas.ts';

t.test('display name: trimmed, 1–20 characters', async (t) => {
  t.equal(DisplayNameFormSchema.parse({ display_name: '  Ada  ' }).display_name, 'Ada');
  t.notOk(DisplayNameFormSchema.safeParse({ display_name: '   ' }).success);
  t.ok(DisplayNameFormSchema.safeParse({ display_name: 'x'.repeat(20) }).success);
  t.equal(DisplayNameFormSchema.safeParse({ display_name: 'x'.repeat(21) }).error?.issues[0]?.code, 'too_big');
});

t.test('password: 8–20 characters and a matching confirmation', async (t) => {
  t.ok(PasswordFormSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success);
  t.equal(PasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }).error?.issues[0]?.code, 'too_small');
  t.equal(PasswordFormSchema.safeParse({ password: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) }).error?.issues[0]?.code, 'too_big');
  const mismatch = PasswordFormSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgi' }).error?.issues[0];
  t.same(mismatch?.path, ['confirmPassword']);
  t.same(
    mismatch?.code === 'custom' ? mismatch.params : null,
    { i18n: 'passwordMismatch' },
    'the form error map turns it into zod_custom:passwordMismatch',
  );
});

t.test('e-mail bind: an address and a six-digit code', async (t) => {
  t.ok(EmailBindFormSchema.safeParse({ email: 'a@example.com', code: ' 012345 ' }).success);
  t.equal(EmailBindFormSchema.safeParse({ email: 'nope', code: '012345' }).error?.issues[0]?.code, 'invalid_format');
  const code = EmailBindFormSchema.safeParse({ email: 'a@example.com', code: '12345' }).error?.issues[0];
  t.same(code?.code === 'custom' ? code.params : null, { i18n: 'codeFormat' });
  t.ok(WeChatCodeFormSchema.safeParse({ code: '123456' }).success);
  t.notOk(WeChatCodeFormSchema.safeParse({ code: ' ' }).success);
  t.notOk(WeChatCodeFormSchema.safeParse({ code: '1'.repeat(33) }).success);
});

t.test('providers the gateway enabled; e-mail always', async (t) => {
  t.same(enabledProviders(null), ['email']);
  t.same(enabledProviders({ github_oauth: true, google_oauth: false, wechat_login: false, lark_login: false }), ['email', 'github']);
  t.same(enabledProviders({ github_oauth: true, google_oauth: true, oidc_auth: true, wechat_login: true, lark_login: true }), [
    'email',
    'github',
    'google',
    'oidc',
    'wechat',
    'lark',
  ]);
  t.same(enabledProviders({ oidc_auth: true, lark_login: true }), ['email', 'oidc', 'lark'], 'exactly the switches that are on');
  const user = { email: 'a@b.c', github_id: 'octo', google_id: undefined, oidc_id: 'sub-1', wechat_id: '', lark_id: 'l1' };
  t.equal(bindingId(user, 'email'), 'a@b.c');
  t.equal(bindingId(user, 'github'), 'octo');
  t.equal(bindingId(user, 'google'), '');
  t.equal(bindingId(user, 'wechat'), '');
  t.equal(bindingId(user, 'lark'), 'l1');
  t.equal(bindingId(user, 'oidc'), 'sub-1');
  t.equal(bindingId({ ...user, oidc_id: undefined }, 'oidc'), '', 'a gateway without the key');
  t.same(['email', 'wechat', 'github', 'oidc', 'lark', 'google'].map(roundTripProvider), [null, null, 'github', 'oidc', 'lark', 'google']);
});

t.test('invite link and the OAuth return marker', async (t) => {
  t.equal(inviteLink('https://console.test', 'DEMO', 'session'), 'https://console.test/register?aff=DEMO');
  t.equal(inviteLink('http://127.0.0.1:3000', 'a b', 'session'), 'http://127.0.0.1:3000/register?aff=a%20b');
  t.equal(
    inviteLink('https://console.test', 'DEMO', 'jwt'),
    'https://console.test/auth/jwt/sign-up?aff=DEMO',
    'the sign-up page of SIGN_IN_METHOD (it was always /register)',
  );
  t.equal(boundProvider('github'), 'github');
  t.equal(boundProvider('google'), 'google');
  t.equal(boundProvider('oidc'), 'oidc');
  t.equal(boundProvider('lark'), 'lark');
  t.equal(boundProvider('wechat'), null);
  t.equal(boundProvider(null), null);
});
