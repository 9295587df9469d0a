import t from 'tap';
import { LANGUAGES, NAMESPACES } from '#shared/i18n/settings.ts';
import { leafKeys, readLocales } from '#tests/helpers/locale-parity.ts';
import { wrongScriptCharacters } from '#tests/helpers/locale-scripts.ts';

function valueAt(resource: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource);
}

t.test('every locale string is in its language’s script: zh-HK Traditional, zh-CN Simplified, en without Chinese', async (t) => {
  const locales = readLocales();
  const problems: string[] = [];
  for (const lng of LANGUAGES) {
    for (const ns of NAMESPACES) {
      const resource = locales[lng]?.[ns];
      for (const key of leafKeys(resource ?? {})) {
        const value = valueAt(resource, key);
        if (typeof value !== 'string') continue;
        const wrong = wrongScriptCharacters(lng, value);
        if (wrong.length > 0) problems.push(`${lng}/${ns}.json ${key}: ${wrong.join('')} in “${value}”`);
      }
    }
  }
  t.same(problems, []);
});

t.test('the check finds a character of the wrong script and passes shared ones', async (t) => {
  t.same(wrongScriptCharacters('zh-HK', '请输入这个密码'), ['请', '输', '这', '个', '码']);
  t.same(wrongScriptCharacters('zh-HK', '上游的控制台平台，群組准許'), []);
  t.same(wrongScriptCharacters('zh-CN', '請輸入這個密碼'), ['請', '輸', '這', '個', '碼']);
  t.same(wrongScriptCharacters('zh-CN', '控制台的后台与上游'), []);
  t.same(wrongScriptCharacters('en', 'General fapiao (普通)'), ['普', '通']);
  t.same(wrongScriptCharacters('en', 'Send it “验证码” to the official account'), []);
});
