import t from 'tap';
import type { TFunction } from 'i18next';
import { ApiError } from '#shared/api/errors.ts';
import { callbackErrorMessage } from '#client/auth/callback-error.ts';
import { asOAuthProvider, enabledSignInProviders } from '#client/auth/sign-in-providers.ts';

const ALL_OFF = { githubOAuth: false, googleOAuth: false, oidcAuth: false, larkLogin: false, wechatLogin: false };

t.test('exactly the providers the gateway switches on, in the page’s order', async (t) => {
  t.same(enabledSignInProviders(ALL_OFF), []);
  t.same(enabledSignInProviders({ githubOAuth: true, googleOAuth: true, oidcAuth: true, larkLogin: true, wechatLogin: true }), [
    'github',
    'google',
    'wechat',
    'lark',
    'oidc',
  ]);
  t.same(enabledSignInProviders({ ...ALL_OFF, oidcAuth: true, wechatLogin: true }), ['wechat', 'oidc']);
  t.equal(asOAuthProvider('wechat'), null, 'WeChat has no round trip');
  t.equal(asOAuthProvider('lark'), 'lark');
});

t.test('a callback’s failure: one-hub’s plain-text 400 is its message; anything else as errorMessage', async (t) => {
  const t9n = ((key: string) => key) as unknown as TFunction;
  const exchange = 'Failed to exchange token: oauth2: "invalid_grant" "grant request is invalid"';
  t.equal(callbackErrorMessage(new ApiError('Something went wrong!', 400, `${exchange}\n`), t9n), exchange);
  t.equal(callbackErrorMessage(new ApiError('state is empty or not same', 403, { success: false }), t9n), 'gateway:auth.stateMismatch');
  t.equal(
    callbackErrorMessage(new ApiError('Something went wrong!', 400, '<html><body>Bad Request</body></html>'), t9n),
    'error:generic',
    'an HTML page is not a message',
  );
  t.equal(callbackErrorMessage(new ApiError('Something went wrong!', 400, 'x'.repeat(301)), t9n), 'error:generic', 'nor a dump');
  t.equal(callbackErrorMessage(new ApiError('Something went wrong!', 502, 'Bad gateway'), t9n), 'error:gateway.unreachable');
});
