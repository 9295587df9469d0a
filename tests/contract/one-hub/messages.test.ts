import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { matchGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import { ONE_HUB_SRC } from '#tests/helpers/real-one-hub.ts';

// Every text of the gateway-message catalogue (shared/i18n/gateway-messages.ts) names where it
// comes from (issue 33 item 3): one-hub's texts the line of its source that writes them, the
// others the double's file or older one-hub releases. This holds each mark against the source.

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CATALOGUE = readFileSync(join(ROOT, 'shared', 'i18n', 'gateway-messages.ts'), 'utf8');
const ENTRY = /^ {2}\['((?:[^'\\]|\\.)*)', '([^']+)'\],(?: \/\/ (.*))?$/;

/** The catalogue's entries of one list (`ONE_HUB`, `EXTENSIONS`) with their marks. */
function entriesOf(list: string): { text: string; mark: string | undefined }[] {
  const start = CATALOGUE.indexOf(`const ${list}:`);
  const body = CATALOGUE.slice(start, CATALOGUE.indexOf('\n];', start));
  return body.split('\n').flatMap((line) => {
    const match = ENTRY.exec(line);
    return match?.[1] !== undefined ? [{ text: match[1], mark: match[3] }] : [];
  });
}

function goSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'web' ? [] : goSources(path);
    return entry.name.endsWith('.go') ? [readFileSync(path, 'utf8')] : [];
  });
}

const lineOf = (place: string): string => {
  const [file = '', line = '0'] = place.split(':');
  return readFileSync(join(ONE_HUB_SRC, file), 'utf8').split('\n')[Number(line) - 1] ?? '';
};

t.test("each of one-hub's texts is on the line of its source the catalogue names", async (t) => {
  const entries = entriesOf('ONE_HUB');
  t.ok(entries.length > 90, 'the catalogue read');
  for (const { text, mark } of entries) {
    if (mark === undefined) {
      t.fail(`${text}: no source line named`);
      continue;
    }
    // `a.go:1 + b.go:2`: a prefix one-hub puts before another of its texts (兑换失败，…).
    const places = mark.split(' + ');
    const pieces = places.length === 1 ? [text] : [text.slice(0, text.indexOf('，') + 1), text.slice(text.indexOf('，') + 1)];
    places.forEach((place, index) => t.ok(lineOf(place).includes(`"${pieces[index] ?? ''}`), `${text} at ${place}`));
  }
});

t.test("the other texts are nowhere in one-hub's source, and the double's are in the file named", async (t) => {
  const go = goSources(ONE_HUB_SRC).join('\n');
  for (const { text, mark } of entriesOf('EXTENSIONS')) {
    t.notOk(go.includes(`"${text}"`), `${text} is not one-hub's (else it belongs in ONE_HUB)`);
    const file = /^the double: (\S+)$/.exec(mark ?? '')?.[1];
    if (file) t.ok(readFileSync(join(ROOT, file), 'utf8').includes(text), `${text} in ${file}`);
    else t.equal(mark, 'older one-hub releases', `${text} names its source`);
  }
});

/**
 * one-hub's texts that never reach a console reader, each with why: relay refusals answer API
 * clients (the console shows none of them), and the model layer's guards sit behind a
 * controller's own check of the same field, so the console's calls cannot meet them.
 */
const NOT_THE_CONSOLES = new Map([
  ['Gemini API is not supported', 'relay: answers an API client'],
  ['Claude API is not supported', 'relay: answers an API client'],
  ['兑换失败，', 'a prefix: the catalogue has each text it goes before'],
  ['无效的 user id', 'a guard: the session always has a user id'],
  ['id 或 userId 为空！', 'a guard: the controller reads both from the route and the session'],
  ['name 为空！', 'a guard: the controller checks the name first'],
  ['telegramId 为空！', 'a guard: Telegram bot lookups'],
  ['affCode 为空！', 'a guard: sign-up passes an invite code only when there is one'],
  ['email 为空！', 'a guard: the controller checks the address first'],
  ['GitHub id 为空！', 'a guard: OAuth lookups after the provider answered'],
  ['GitHub id new 为空！', 'a guard: OAuth lookups after the provider answered'],
  ['WeChat id 为空！', 'a guard: OAuth lookups after the provider answered'],
  ['lark id 为空！', 'a guard: OAuth lookups after the provider answered'],
  ['OIDC ID 为空！', 'a guard: OAuth lookups after the provider answered'],
  ['username 为空！', 'a guard: the controller checks the username first'],
  ['注册验证失败: ', 'a pattern: PATTERNS has it with its detail'],
  ['登录验证失败: ', 'a pattern: PATTERNS has it with its detail'],
  ['无法开始登录: ', 'a pattern: PATTERNS has it with its detail'],
  ['无法开始无用户名登录: ', 'a pattern: PATTERNS has it with its detail'],
]);

/** The fixed texts one-hub's handlers answer: `"message": "…"` and `errors.New("…")`, Chinese or an English sentence. */
function handlerTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const folder of ['controller', 'middleware', 'model']) {
    for (const file of readdirSync(join(ONE_HUB_SRC, folder))) {
      if (!file.endsWith('.go') || file.endsWith('_test.go')) continue;
      readFileSync(join(ONE_HUB_SRC, folder, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const match of line.matchAll(/(?:"message":\s*|errors\.New\()"((?:[^"\\]|\\.)+)"/g)) {
            const text = match[1] ?? '';
            if ((/[\u4e00-\u9fff]/.test(text) || /^[A-Z]/.test(text)) && !text.includes('%'))
              texts.set(text, `${folder}/${file}:${index + 1}`);
          }
        });
    }
  }
  return texts;
}

t.test("every text one-hub's handlers answer is in the catalogue, or named as none of the console's with why (issue 36)", async (t) => {
  const texts = handlerTexts();
  t.ok(texts.size > 100, `${texts.size} texts found in one-hub's controller/, middleware/ and model/`);
  const missing = [...texts]
    .filter(([text]) => matchGatewayMessage(text) === null && !NOT_THE_CONSOLES.has(text))
    .map(([text, place]) => `${place}: ${text}`);
  t.same(missing, [], 'texts one-hub can answer the console that it would show untranslated');
  for (const text of NOT_THE_CONSOLES.keys()) t.ok(texts.has(text), `${text}: still one-hub's (else drop it from the list)`);
});
