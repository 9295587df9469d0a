import t from 'tap';
import { z } from 'zod';
import { signUpFormSchema, VerifyFormSchema } from '#client/auth/form-schemas.ts';
import { identifyChatUser, resetChatSession } from '#client/components/chat-widget/chat-identity.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { ApiError } from '#shared/api/errors.ts';
import { trimStrings } from '#shared/format/trim.ts';
import { LANGUAGES } from '#shared/i18n/settings.ts';
import { localeTranslator } from '#tests/helpers/locale-parity.ts';

/** One schema that produces every issue code the forms can raise. */
const Everything = z.object({
  required: z.string().min(1),
  type: z.number(),
  short: z.string().min(8),
  long: z.string().max(3),
  small: z.number().min(5),
  big: z.number().max(1),
  email: z.email(),
  format: z.string().regex(/^\d+$/),
  choice: z.enum(['a', 'b']),
  date: z.date(),
  custom: z.string().refine(() => false, { params: { i18n: 'passwordMismatch' } }),
});
const BAD = {
  required: '',
  type: 'x',
  short: 'abc',
  long: 'abcdef',
  small: 1,
  big: 9,
  email: 'nope',
  format: 'x1',
  choice: 'c',
  date: 'yesterday',
  custom: 'x',
};

t.test('every zod error the forms raise has a message in every language', async (t) => {
  for (const lng of LANGUAGES) {
    const tr = await localeTranslator(lng);
    const result = Everything.safeParse(BAD, { error: zodErrorMap(tr) });
    t.notOk(result.success);
    const messages = result.success ? [] : result.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const);
    t.equal(messages.length, Object.keys(BAD).length, `${lng}: one message per field`);
    for (const [field, message] of messages) {
      t.ok(message.length > 1, `${lng} ${field}: "${message}"`);
      t.notMatch(message, /^(zod|zod_custom):|errors\.|\{\{/, `${lng} ${field}: translated, interpolated`);
    }
  }
  const zh = await localeTranslator('zh-CN');
  const issues = signUpFormSchema(false).safeParse(
    { username: 'toolongusername', password: 'short', confirmPassword: 'x', email: '', verification_code: '' },
    { error: zodErrorMap(zh) },
  );
  t.same(issues.success ? [] : issues.error.issues.map((i) => i.message), ['最多 12 个字符', '至少需要 8 个字符', '两次输入的密码不一致']);
  t.notOk(VerifyFormSchema.safeParse({ email: 'a@b.co', code: '12345' }).success, 'codes are six digits');
});

t.test('failed calls become messages a user understands', async (t) => {
  const en = await localeTranslator('en');
  t.equal(errorMessage(new ApiError('', 429, '', { path: '/api/token/' }), en), 'Too many requests. Wait up to 3 minutes, then try again.');
  // one-hub's sign-in limit answers a bare 429: the console says the limit and the longest wait.
  t.equal(
    errorMessage(new ApiError('', 429, '', { path: '/api/user/login' }), en),
    'Too many sign-in attempts from your address: the gateway allows 20 every 20 minutes. Wait up to 20 minutes, then try again.',
  );
  const zhHK = await localeTranslator('zh-HK');
  t.equal(
    errorMessage(new ApiError('', 429, '', { path: '/api/webauthn/login/begin' }), zhHK),
    '你的地址登入嘗試過於頻密：網關每 20 分鐘最多容許 20 次。請最多等候 20 分鐘後再試。',
  );
  t.equal(
    errorMessage(new ApiError('The gateway cannot be reached right now.', 502, {}), en),
    "The gateway can't be reached right now. Please try again shortly.",
  );
  t.equal(errorMessage(new ApiError('用户名或密码错误', 200, {}), en), '用户名或密码错误', "the gateway's own message");
  t.equal(errorMessage(new Error('boom'), en), 'Something went wrong. Please try again.');
});

t.test("an action the gateway lacks or refuses to the caller's role says so, not Invalid URL or a bare refusal", async (t) => {
  const en = await localeTranslator('en');
  const invalidUrl = { error: { message: 'Invalid URL (PUT /api/channel/batch/add_model)', type: 'invalid_request_error' } };
  t.equal(
    errorMessage(new ApiError('Invalid URL (PUT /api/channel/batch/add_model)', 404, invalidUrl), en),
    'This gateway does not support this action.',
  );
  t.equal(
    errorMessage(new ApiError('无权进行此操作，权限不足', 200, { success: false, message: '无权进行此操作，权限不足' }), en),
    // The gateway's Chinese refusal in the reader's language (issue 24).
    'This gateway requires a higher role for this action. The gateway says: Your role does not allow this action.',
  );
  // A 403 is not one-hub's role refusal (an OAuth state mismatch): its own message stays, translated.
  t.equal(
    errorMessage(new ApiError('state is empty or not same', 403, {}), en),
    'The sign-in could not be verified (its state is missing or does not match). Start the sign-in again.',
  );
});

t.test('text values are trimmed in nested data', async (t) => {
  t.same(trimStrings({ a: ' x ', b: [' y', { c: 'z ' }], n: 1, u: null }), { a: 'x', b: ['y', { c: 'z' }], n: 1, u: null });
});

t.test('the support chat learns who signed in; its failures are only logged', async (t) => {
  const seen: unknown[] = [];
  identifyChatUser(
    { id: 4, username: 'demo', email: 'demo@example.com' },
    { ChatWidget: { identify: (u) => seen.push(u), reset: () => seen.push('reset') } },
  );
  resetChatSession({ ChatWidget: { identify: () => undefined, reset: () => seen.push('reset') } });
  t.same(seen, [{ id: 4, username: 'demo', email: 'demo@example.com' }, 'reset']);
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    t.doesNotThrow(() =>
      identifyChatUser(
        { id: 1, username: 'x', email: '' },
        {
          ChatWidget: {
            identify: () => {
              throw new Error('widget down');
            },
            reset: () => undefined,
          },
        },
      ),
    );
    t.doesNotThrow(() => identifyChatUser({ id: 1, username: 'x', email: '' }, {}), 'no widget configured: nothing happens');
  } finally {
    console.error = original;
  }
  t.equal(errors.length, 1);
});
