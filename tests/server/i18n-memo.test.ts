import t from 'tap';
import { loadServerI18n } from '#server/plugins/i18n.ts';
import { TranslationMemo } from '#server/plugins/i18n-memo.ts';

const server = await loadServerI18n();
const fresh = (lng: string) => server.cloneInstance({ lng, initAsync: false });

t.test('a remembered text is the one i18next gives, per language, namespace and prefix', async (t) => {
  const memo = new TranslationMemo();
  for (const lng of ['zh-CN', 'zh-HK', 'en']) {
    const plain = fresh(lng);
    const remembered = memo.attach(fresh(lng));
    for (const [ns, prefix, key] of [
      ['dashboard', undefined, 'shell.nav.label'],
      ['dashboard', 'shell.nav', 'collapse'],
      [['dashboard', 'common'], undefined, 'common:app.name'],
      ['dashboard', undefined, 'no.such.key'],
    ] as const) {
      const expected = plain.getFixedT(lng, ns, prefix)(key);
      // As react-i18next asks for it (i18next's types leave the fourth argument out).
      const getFixedT = remembered.getFixedT.bind(remembered) as unknown as (...args: unknown[]) => (key: string) => string;
      const memoT = getFixedT(lng, ns, prefix, { scopeNs: [ns].flat() });
      t.equal(memoT(key), expected, `${lng} ${String(ns)} ${prefix ?? ''} ${key}: first call`);
      t.equal(memoT(key), expected, `${lng} ${key}: from the table`);
    }
  }
  t.equal(memo.size, 12, 'each text remembered once');
  t.equal(memo.attach(fresh('en')).getFixedT('en', 'dashboard')('shell.nav.label'), 'Dashboard menu');
  t.equal(
    memo.attach(fresh('zh-HK')).getFixedT('zh-HK', 'dashboard')('shell.nav.label'),
    fresh('zh-HK').getFixedT('zh-HK', 'dashboard')('shell.nav.label'),
  );
  t.not(fresh('zh-CN').getFixedT('zh-CN', 'dashboard')('shell.nav.label'), 'Dashboard menu', 'languages keep their own texts');
});

t.test('calls with options are not remembered: each gets its own interpolation', async (t) => {
  const memo = new TranslationMemo();
  const memoT = memo.attach(fresh('en')).getFixedT('en', 'dashboard');
  t.equal(memoT('overview.greeting', { name: 'Ann' }), 'Hello, Ann');
  t.equal(memoT('overview.greeting', { name: 'Bob' }), 'Hello, Bob');
  t.equal(memo.size, 0);
  // react-i18next reads these off the function it is given.
  t.equal((memoT as unknown as { lng: string }).lng, 'en');
  t.equal((memoT as unknown as { ns: string }).ns, 'dashboard');
});

t.test('keys built from gateway data cannot grow the table past its bound', async (t) => {
  const memo = new TranslationMemo(50);
  const memoT = memo.attach(fresh('en')).getFixedT('en', 'dashboard');
  for (let index = 0; index < 1000; index += 1) memoT(`status.gateway-${index}`);
  t.ok(memo.size > 0 && memo.size <= 50, `${memo.size} texts kept`);
  t.equal(memoT('shell.nav.label'), 'Dashboard menu', 'still right after starting over');
});
