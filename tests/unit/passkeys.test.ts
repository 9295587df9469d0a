import t from 'tap';
import { PasskeyUnsupportedError, passkeyErrorMessage } from '#client/auth/passkey-errors.ts';
import { ApiError } from '#shared/api/errors.ts';
import { serverOriginProblem } from '#shared/server-origin.ts';
import { localeTranslator } from '#tests/helpers/locale-parity.ts';

/** An error as @simplewebauthn/browser passes on the browser's DOMException (its name kept). */
function browserError(name: string): Error {
  const error = new Error('from the browser');
  error.name = name;
  return error;
}

t.test("ServerAddress must be exactly the console's origin (one-hub compares the whole address), over https", async (t) => {
  const origin = 'https://console.example.com';
  t.equal(serverOriginProblem('https://console.example.com', origin), null);
  t.equal(serverOriginProblem('https://console.example.com/', origin), null, 'a trailing slash (the gateway drops it)');
  t.equal(serverOriginProblem('  HTTPS://Console.Example.com ', origin), null, 'case and blanks aside');
  t.equal(serverOriginProblem('', origin), 'empty');
  t.equal(serverOriginProblem('https://gateway.example.com', origin), 'mismatch');
  t.equal(serverOriginProblem('https://console.example.com/app', origin), 'mismatch', 'a path never equals an origin');
  t.equal(serverOriginProblem('https://console.example.com:443', origin), 'mismatch', 'nor an explicit default port');
  t.equal(serverOriginProblem('console.example.com', origin), 'mismatch', 'nor an address without its scheme');
  t.equal(serverOriginProblem('http://console.example.com', 'http://console.example.com'), 'insecure', 'passkeys need https');
  t.equal(serverOriginProblem('http://localhost:3000', 'http://localhost:3000'), null, 'localhost may use http');
  t.equal(serverOriginProblem('http://a.localhost:3000', 'http://a.localhost:3000'), null);
});

t.test('passkey failures in the user’s language; the gateway’s own refusals as it words them', async (t) => {
  const en = await localeTranslator('en');
  const zh = await localeTranslator('zh-CN');
  t.equal(passkeyErrorMessage(browserError('AbortError'), en), null, 'a ceremony replaced by another says nothing');
  t.equal(passkeyErrorMessage(browserError('NotAllowedError'), en), en('auth:passkey.errors.cancelled'));
  t.equal(passkeyErrorMessage(browserError('NotAllowedError'), zh), '通行密钥操作已取消或超时，或者此设备上没有本站的通行密钥。');
  t.equal(
    passkeyErrorMessage(new PasskeyUnsupportedError(), en),
    'This browser does not support passkeys. Use a recent Chrome, Edge, Safari or Firefox.',
  );
  t.equal(passkeyErrorMessage(browserError('InvalidStateError'), en), en('auth:passkey.errors.alreadyRegistered'));
  t.equal(passkeyErrorMessage(browserError('SecurityError'), en), en('auth:passkey.errors.wrongAddress'));
  t.equal(passkeyErrorMessage(browserError('TypeError'), en), en('auth:passkey.errors.failed'));

  const refusal = '登录验证失败: Unable to find the credential for the returned credential ID';
  // one-hub's refusals in the reader's language (issue 24), go-webauthn's detail kept as it came.
  t.equal(
    passkeyErrorMessage(new ApiError(refusal, 400, { success: false, message: refusal }), en),
    'Passkey sign-in failed: Unable to find the credential for the returned credential ID',
  );
  t.equal(passkeyErrorMessage(new ApiError(refusal, 400, { success: false, message: refusal }), zh), refusal);
  t.equal(
    passkeyErrorMessage(new ApiError('凭据不存在', 404, { success: false, message: '凭据不存在' }), en),
    'That passkey does not exist.',
    "one-hub's 404 with its message",
  );
  const invalidUrl = { error: { message: 'Invalid URL (POST /api/webauthn/login/begin)', type: 'invalid_request_error' } };
  t.equal(
    passkeyErrorMessage(new ApiError('Invalid URL (POST /api/webauthn/login/begin)', 404, invalidUrl), en),
    'This gateway does not support this action.',
    'an older one-hub without the endpoints',
  );
  t.equal(
    passkeyErrorMessage(new ApiError('', 429, '', { path: '/api/webauthn/login/begin' }), en),
    'Too many sign-in attempts from your address: the gateway allows 20 every 20 minutes. Wait up to 20 minutes, then try again.',
    'the critical-route limit',
  );
});
