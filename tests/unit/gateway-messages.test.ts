import i18next from 'i18next';
import t from 'tap';
import { LANGUAGES } from '#shared/i18n/settings.ts';
import {
  bundleSubset,
  gatewayMessageKeys,
  gatewayMessageKeysIn,
  matchGatewayMessage,
  MAX_MESSAGE_LENGTH,
  splitRequestId,
  translateGatewayMessage,
} from '#shared/i18n/gateway-messages.ts';
import { localeTranslator, readLocales } from '#tests/helpers/locale-parity.ts';
import { doubleRefusals } from '#tests/helpers/double-refusals.ts';

t.test("one-hub's exact messages are the reader's language", async (t) => {
  const en = await localeTranslator('en');
  const hk = await localeTranslator('zh-HK');
  const cn = await localeTranslator('zh-CN');
  t.equal(translateGatewayMessage('用户名或密码错误，或用户已被封禁', en), 'Wrong username or password, or the account is disabled.');
  t.equal(translateGatewayMessage('用户名或密码错误，或用户已被封禁', hk), '用戶名稱或密碼錯誤，或帳戶已被停用。');
  t.equal(translateGatewayMessage('用户名或密码错误，或用户已被封禁', cn), '用户名或密码错误，或用户已被封禁');
  t.equal(translateGatewayMessage('无权进行此操作，权限不足', en), 'Your role does not allow this action.');
  // one-hub's English relay texts read in Chinese for a Chinese reader.
  t.equal(translateGatewayMessage('user quota is not enough', cn), '用户额度不足');
  t.equal(translateGatewayMessage('user quota is not enough', hk), '你的結餘不足以完成此請求。');
});

t.test('a message with a variable part keeps it as a parameter', async (t) => {
  const en = await localeTranslator('en');
  const hk = await localeTranslator('zh-HK');
  t.same(matchGatewayMessage('当前分组 default 下对于模型 gpt-4 无可用渠道'), {
    key: 'relay.noChannel',
    params: { group: 'default', model: 'gpt-4' },
  });
  t.equal(
    translateGatewayMessage('当前分组 default 下对于模型 gpt-4 无可用渠道', en),
    'No channel serves the model gpt-4 in the group default.',
  );
  t.equal(translateGatewayMessage('当前分组 default 下对于模型 gpt-4 无可用渠道', hk), '群組 default 下沒有可用於模型 gpt-4 的渠道。');
  t.equal(
    translateGatewayMessage('管理员未开启通过 GitHub 登录以及注册', en),
    'The administrator has not turned on sign-in and registration with GitHub.',
  );
  t.equal(translateGatewayMessage('金额必须大于等于 10', en), 'The amount must be at least 10.');
});

t.test("one-hub's request id suffix is kept, after the translated message", async (t) => {
  const en = await localeTranslator('en');
  const hk = await localeTranslator('zh-HK');
  const id = '2026112816453312345678abcdEFGH';
  t.equal(translateGatewayMessage(`令牌额度已用尽 (request id: ${id})`, en), `The API key's quota is used up. (request ID: ${id})`);
  t.equal(translateGatewayMessage(`令牌额度已用尽 (request id: ${id})`, hk), `令牌額度已用盡。（請求 ID：${id}）`);
  // An unknown message with a request id is left whole.
  t.equal(translateGatewayMessage(`upstream said no (request id: ${id})`, en), `upstream said no (request id: ${id})`);
});

t.test('an unknown message is shown as it came', async (t) => {
  const en = await localeTranslator('en');
  for (const message of ['state is empty', '某个新的提示', '', '用户名或密码错误', 'Incorrect API key provided: sk-…']) {
    t.equal(translateGatewayMessage(message, en), message, JSON.stringify(message));
    t.equal(matchGatewayMessage(message), null);
  }
});

t.test("one-hub's English refusal of an OAuth state reaches the reader in Chinese too", async (t) => {
  const cn = await localeTranslator('zh-CN');
  t.equal(translateGatewayMessage('state is empty or not same', cn), '无法验证此次登录（状态缺失或不一致），请重新发起登录。');
});

t.test('a missing translation falls back to the message itself', async (t) => {
  const bare = i18next.createInstance();
  await bare.init({ lng: 'en', resources: {}, fallbackLng: false });
  t.equal(translateGatewayMessage('令牌已过期', bare.t), '令牌已过期');
});

t.test('every key the catalogue names exists in the three languages', async (t) => {
  const locales = readLocales();
  for (const lng of LANGUAGES) {
    const gateway = locales[lng]?.gateway ?? {};
    for (const key of gatewayMessageKeys()) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], gateway);
      t.type(value, 'string', `${lng} gateway:${key}`);
    }
  }
});

t.test('a render carries only the texts its loader data and errors can show', async (t) => {
  const loaderData = {
    'routes/root': { status: { system_name: '网关' } },
    'routes/users': {
      rows: [{ username: 'demo', display_name: '演示用户' }],
      failure: { reason: 'gateway', message: '无权进行此操作，权限不足' },
    },
  };
  const errors = { 'routes/keys': { message: '令牌已过期 (request id: 2025012312345678)' } };
  const keys = gatewayMessageKeysIn([loaderData, errors]);
  t.same([...keys].sort(), ['access.roleTooLow', 'relay.keyExpired', 'requestId'].sort());
  t.same(gatewayMessageKeysIn({ rows: ['plain', 42, null, { deep: 'x'.repeat(5000) }] }).size, 0, 'nothing else matches');

  const bundle = readLocales().en?.gateway ?? {};
  const subset = bundleSubset(bundle, keys);
  t.same(Object.keys(subset ?? {}).sort(), ['access', 'relay', 'requestId']);
  t.same(Object.keys((subset?.access ?? {}) as object), ['roleTooLow'], 'one text of its group, not the group');
  t.equal(bundleSubset(bundle, ['no.such.key']), null);
  // The subset translates those messages as the whole catalogue does.
  const partial = i18next.createInstance();
  await partial.init({
    lng: 'en',
    resources: { en: { gateway: subset ?? {} } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  const whole = await localeTranslator('en');
  for (const message of ['无权进行此操作，权限不足', '令牌已过期 (request id: 2025012312345678)'])
    t.equal(translateGatewayMessage(message, partial.t), translateGatewayMessage(message, whole));
});

/** The request-id pattern this file once used, as the reference for short texts (quadratic on long ones). */
const OLD_REQUEST_ID = /^(?<message>[\s\S]*\S) \(request id: (?<id>[^)]+)\)$/;

t.test('the request id is split as the old pattern split it', async (t) => {
  const mark = ' (request id: ';
  const texts = [
    'a (request id: 1)',
    'a (request id: )',
    'a  (request id: 1)',
    ' (request id: 1)',
    'a (request id: b (request id: )',
    'a (request id: b  (request id: c)',
    'a (request id: 1) (request id: 2)',
    'a (request id: x)y)',
    'a\n(request id: 1)',
    'a\t (request id: 1)',
    '令牌已过期 (request id: 2025012312345678)',
    `x${mark}${mark}${mark}y)`,
    `${mark}${mark})`,
    'no id here',
    'a (request id: 1',
  ];
  for (const text of texts) {
    const groups = OLD_REQUEST_ID.exec(text)?.groups;
    t.same(splitRequestId(text), groups ? { message: groups.message, id: groups.id } : null, JSON.stringify(text));
  }
});

/**
 * Counts what String.prototype.lastIndexOf reads (positions from its start back to where it
 * stopped) while `run` runs: the only way splitRequestId walks the text.
 */
function positionsRead(run: () => void): number {
  const original = String.prototype.lastIndexOf;
  let read = 0;
  String.prototype.lastIndexOf = function (this: string, search: string, from?: number) {
    const found = original.call(this, search, from);
    const start = Math.min(from ?? this.length, this.length);
    read += start - Math.max(found, 0) + 1;
    return found;
  };
  try {
    run();
  } finally {
    String.prototype.lastIndexOf = original;
  }
  return read;
}

t.test('splitting the request id reads each position a bounded number of times, at 100 KB and 1 MB', async (t) => {
  const mark = ' (request id: ';
  for (const size of [100_000, 1_000_000]) {
    const count = Math.ceil(size / mark.length);
    const adversarial = {
      // The old pattern's worst case: every mark's id runs to the end and fails there.
      'marks without the closing parenthesis': `a${`a${mark}`.repeat(count)}`,
      'marks each after a space, closed at the end': `${mark.repeat(count)}x)`,
      'marks after an early parenthesis': `a${mark}x)${`a${mark}`.repeat(count)}x)`,
      'one mark at the start': `a${mark}${'x'.repeat(size)})`,
    };
    for (const [shape, text] of Object.entries(adversarial)) {
      const split: { result: ReturnType<typeof splitRequestId> } = { result: null };
      const read = positionsRead(() => {
        split.result = splitRequestId(text);
      });
      t.ok(read <= 2 * text.length + 2, `${shape} (${text.length} characters): ${read} positions read`);
      if (shape === 'one mark at the start') t.equal(split.result?.id.length, size, 'split');
    }
  }
});

t.test('a message longer than any of the catalogue is not scanned by any pattern, in the browser either', async (t) => {
  const en = await localeTranslator('en');
  const long = `令牌额度已用尽 (request id: ${'a (request id: '.repeat(80_000)}`;
  const original = RegExp.prototype.exec;
  let longest = 0;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    longest = Math.max(longest, String(input).length);
    return original.call(this, input);
  };
  try {
    t.equal(translateGatewayMessage(long, en), long, 'shown as it came');
    t.equal(matchGatewayMessage(long), null);
    t.same([...gatewayMessageKeysIn({ message: long })], []);
  } finally {
    RegExp.prototype.exec = original;
  }
  t.ok(longest <= MAX_MESSAGE_LENGTH, `the longest text a pattern read: ${longest} characters`);
  t.equal(
    translateGatewayMessage(`令牌额度已用尽 (request id: 1)`, en),
    `The API key's quota is used up. (request ID: 1)`,
    'short ones still are',
  );
});

t.test('every refusal the double can send is in the catalogue, translated in each language (issue 36)', async (t) => {
  const refusals = doubleRefusals();
  t.ok(refusals.size > 50, `${refusals.size} refusals found in mock-gateway/`);
  const missing = [...refusals]
    .filter(([message]) => matchGatewayMessage(message) === null)
    .map(([message, file]) => `${file}: ${message}`);
  t.same(missing, [], 'texts the double sends that the console would show untranslated');
  const en = await localeTranslator('en');
  for (const [message] of refusals) t.notMatch(translateGatewayMessage(message, en), /[\u3400-\u9fff]/, `in English: ${message}`);
});
