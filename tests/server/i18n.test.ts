import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';
import { htmlLang, title } from '#tests/helpers/html.ts';

t.test('the page language: ?lng, then the cookie, then Accept-Language, then zh-CN', async (t) => {
  const { app } = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '0' } });
  const lang = async (url: string, headers: Record<string, string> = {}) => htmlLang((await app.inject({ url, headers })).body);
  t.equal(await lang('/login'), 'zh-CN', 'default');
  t.equal(await lang('/login', { 'accept-language': 'en-US,en;q=0.9' }), 'en');
  t.equal(await lang('/login', { 'accept-language': 'zh-TW,zh;q=0.9' }), 'zh-HK', 'Traditional variants go to zh-HK');
  t.equal(await lang('/login', { 'accept-language': 'fr-FR,de;q=0.8' }), 'zh-CN', 'unsupported languages fall back');
  t.equal(await lang('/login', { 'accept-language': 'fr;q=0.9,en;q=0.5' }), 'en', 'quality order honoured');
  t.equal(await lang('/login', { cookie: 'i18next=zh-HK', 'accept-language': 'en' }), 'zh-HK', 'cookie beats the header');
  t.equal(await lang('/login?lng=en', { cookie: 'i18next=zh-HK' }), 'en', 'query beats the cookie');
  t.equal(await lang('/login', { cookie: 'i18next=xx' }), 'zh-CN', 'a bogus cookie is ignored');
  const en = await app.inject({ url: '/login', headers: { 'accept-language': 'en' } });
  t.match(title(en.body), /^Sign in \| AI Gateway$/, "the site's system name");
  t.match(en.headers.vary, /Accept-Language/);
  const hk = await app.inject({ url: '/login?lng=zh-HK' });
  t.match(title(hk.body), /^登入 \|/);
});

t.test('the page carries only the active language, other files load from /locales', async (t) => {
  const { app } = await startConsole(t);
  const res = await app.inject({ url: '/login', headers: { 'accept-language': 'en' } });
  t.match(res.body, /"Sign in"/, 'English resources in the payload');
  t.notMatch(res.body, /"登录"/, 'no Chinese resources in an English page');
  const file = await app.inject('/locales/zh-HK/auth.json');
  t.equal(file.statusCode, 200);
  t.equal((JSON.parse(file.body) as { login: { title: string } }).login.title, '登入');
  t.equal((await app.inject('/locales/en/nope.json')).statusCode, 404);
  t.equal((await app.inject('/locales/../package.json')).statusCode, 302, 'no path traversal: unknown paths redirect to /404');
});
