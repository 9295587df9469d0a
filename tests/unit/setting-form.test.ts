import t from 'tap';
import { z } from 'zod/mini';
import { OPTION_RULES, optionValueIssue } from '#shared/api/schemas/option.ts';
import {
  changedKeys,
  chatLinksOf,
  chatLinksText,
  domainsOf,
  optionValuesOf,
  sectionFormOf,
  sectionSchema,
  sendOrder,
  withSiteValues,
} from '#client/pages/dashboard/admin/setting/setting-form.ts';
import { SITE_TEXT_KEYS, SITE_TEXT_MAX } from '#shared/api/schemas/site.ts';
import type { SiteDefaults } from '#shared/api/schemas/site.ts';
import { SETTING_SECTIONS, disablesLastSignIn } from '#client/pages/dashboard/admin/setting/setting-sections.ts';
import type { SettingSection } from '#client/pages/dashboard/admin/setting/setting-sections.ts';

const sectionOf = (id: string): SettingSection => {
  const section = Object.values(SETTING_SECTIONS)
    .flat()
    .find((entry) => entry.id === id);
  if (!section) throw new Error(id);
  return section;
};

t.test('every option of the shared table and every page text the console keeps is on the page exactly once', async (t) => {
  const keys = Object.values(SETTING_SECTIONS).flatMap((sections) =>
    sections.flatMap((section) => section.fields.map((field) => field.key)),
  );
  t.same([...keys].sort(), [...Object.keys(OPTION_RULES), ...SITE_TEXT_KEYS].sort());
});

t.test('the console’s settings: a text as stored or its default, the home switch only where the gateway has none', async (t) => {
  const defaults: SiteDefaults = {
    contact: { 'zh-CN': 'c-cn', 'zh-HK': 'c-hk', en: 'c-en' },
    terms: { 'zh-CN': 't-cn', 'zh-HK': 't-hk', en: 't-en' },
    privacy: { 'zh-CN': 'p-cn', 'zh-HK': 'p-hk', en: 'p-en' },
  };
  const site = { homeEnabled: false, texts: { contact: { en: 'mine' }, terms: {}, privacy: {} } };
  const upstream = withSiteValues({ WebHomeEnabled: 'true', About: 'a' }, site, defaults, false);
  t.equal(upstream.values.WebHomeEnabled, 'false', 'the console’s switch');
  t.equal(upstream.values.ContactText_en, 'mine');
  t.equal(upstream.values['ContactText_zh-HK'], 'c-hk', 'the default to start from');
  t.equal(upstream.values.About, 'a');
  t.same(upstream.consoleKeys, ['WebHomeEnabled', ...SITE_TEXT_KEYS]);
  const extended = withSiteValues({ WebHomeEnabled: 'true' }, site, defaults, true);
  t.equal(extended.values.WebHomeEnabled, 'true', 'the gateway’s switch');
  t.same(extended.consoleKeys, SITE_TEXT_KEYS);
  const terms = sectionOf('terms');
  const long = z.safeParse(sectionSchema(terms, {}), { TermsText_en: 'a'.repeat(SITE_TEXT_MAX + 1) });
  t.match(
    long.error?.issues,
    [{ code: 'too_big', maximum: SITE_TEXT_MAX, path: ['TermsText_en'] }],
    'a text too long, for the form’s error map',
  );
});

t.test('a secret a gateway sends (upstream leaks two) never reaches the loader data', async (t) => {
  t.same(
    optionValuesOf([
      { key: 'TurnstileSecretKey', value: 'leaked-1' },
      { key: 'CFWorkerImageKey', value: 'leaked-2' },
      { key: 'SystemName', value: 'One Hub' },
      { key: 'FutureOption', value: 'kept' },
    ]),
    { TurnstileSecretKey: '', CFWorkerImageKey: '', SystemName: 'One Hub', FutureOption: 'kept' },
  );
});

t.test('a secret starts empty and is sent only when typed; other keys when changed', async (t) => {
  const smtp = sectionOf('smtp');
  const values = { SMTPServer: 'smtp.example.com', SMTPPort: '587', SMTPAccount: '', SMTPFrom: '', SMTPToken: '' };
  const form = sectionFormOf(smtp, { ...values, SMTPToken: 'leaked?' });
  t.equal(form.SMTPToken, '', 'never prefilled, even if a gateway sent one');
  t.same(changedKeys(smtp, form, values), []);
  t.same(changedKeys(smtp, { ...form, SMTPPort: '25', SMTPToken: 'new' }, values), ['SMTPPort', 'SMTPToken']);
});

t.test('the section schema applies each option’s rule, skips an empty secret, caps a percentage', async (t) => {
  const issues = (id: string, form: Record<string, string>, values: Record<string, string> = {}) => {
    const result = z.safeParse(sectionSchema(sectionOf(id), values), form);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.code]);
  };
  t.same(issues('smtp', { SMTPServer: '', SMTPPort: '70000', SMTPAccount: '', SMTPFrom: '', SMTPToken: '' }), [['SMTPPort', 'too_big']]);
  t.same(
    issues('general', {
      TopUpLink: 'javascript:alert(1)',
      ChatLink: '',
      QuotaPerUnit: 'x',
      RetryTimes: '1.5',
      RetryCooldownSeconds: '-1',
      RetryTimeOut: '10',
      DisplayInCurrencyEnabled: 'true',
      ApproximateTokenEnabled: 'false',
    }),
    [
      ['TopUpLink', 'custom'],
      ['QuotaPerUnit', 'invalid_type'],
      ['RetryTimes', 'custom'],
      ['RetryCooldownSeconds', 'too_small'],
    ],
  );
  t.same(issues('inviter', { InviterRewardType: 'percent', InviterRewardValue: '150', InviterRewardMax: '0' }), [
    ['InviterRewardValue', 'custom'],
  ]);
  t.same(issues('inviter', { InviterRewardType: 'fixed', InviterRewardValue: '150', InviterRewardMax: '0' }), []);
  t.same(issues('chatLinks', { ChatLinks: '[{"name":"x"}]' }), [['ChatLinks', 'custom']]);
});

t.test('switches turned on go last, and the reward’s kind after its value when it becomes a percentage', async (t) => {
  t.same(
    sendOrder(['EmailDomainRestrictionEnabled', 'EmailDomainWhitelist'], {
      EmailDomainRestrictionEnabled: 'true',
      EmailDomainWhitelist: 'a.com',
    }),
    ['EmailDomainWhitelist', 'EmailDomainRestrictionEnabled'],
  );
  t.same(sendOrder(['InviterRewardType', 'InviterRewardValue'], { InviterRewardType: 'percent', InviterRewardValue: '5' }), [
    'InviterRewardValue',
    'InviterRewardType',
  ]);
  t.same(sendOrder(['InviterRewardValue', 'InviterRewardType'], { InviterRewardType: 'fixed', InviterRewardValue: '500000' }), [
    'InviterRewardType',
    'InviterRewardValue',
  ]);
});

t.test('only a save that leaves no sign-in method on warns', async (t) => {
  const current = { PasswordLoginEnabled: 'true', GitHubOAuthEnabled: 'true', GoogleOAuthEnabled: 'false', WeChatAuthEnabled: 'false' };
  t.equal(disablesLastSignIn(current, { PasswordLoginEnabled: 'false' }), false, 'GitHub is still on');
  t.equal(disablesLastSignIn(current, { PasswordLoginEnabled: 'false', GitHubOAuthEnabled: 'false' }), true);
  const none = { PasswordLoginEnabled: 'false', GitHubOAuthEnabled: 'false' };
  t.equal(disablesLastSignIn(none, { RegisterEnabled: 'false' }), false, 'nothing was on to lose');
});

t.test('the chat links and domains read what the gateway stores, forgivingly', async (t) => {
  t.same(chatLinksOf(''), []);
  t.same(chatLinksOf('not json'), []);
  t.strictSame(chatLinksOf('[{"name":"A","url":"https://a","show":true,"sort":1}]'), [
    { name: 'A', url: 'https://a', show: true, sort: 1, id: 'link-1' },
  ]);
  t.same(domainsOf(' gmail.com, ,qq.com '), ['gmail.com', 'qq.com']);
});

t.test('a chat link keeps its id and every key it was stored with; rows without an id get one', async (t) => {
  const stored = [
    { id: 'k3v9x2m1q', name: 'A', url: 'https://a', show: true, sort: 1, note: 'a newer field' },
    { id: 7, name: 'B', url: 'https://b', show: false, sort: 2 },
  ];
  const rows = chatLinksOf(JSON.stringify(stored));
  t.strictSame(rows, stored, 'read back whole');
  // What the grid writes when the first row's name changes and a row is added.
  const [first, second] = rows;
  if (!first || !second) throw new Error('two rows');
  const written = JSON.parse(
    chatLinksText([{ ...first, name: 'A2' }, second, { name: 'C', url: 'https://c', show: true, sort: 3 }]),
  ) as Record<string, unknown>[];
  t.strictSame(written[0], { ...stored[0], name: 'A2' }, 'the edited row keeps its id and unknown key');
  t.strictSame(written[1], stored[1]);
  t.equal(written[2]?.id, 'link-1', 'the new row has an id');
  t.equal(optionValueIssue('ChatLinks', JSON.stringify(written)), null, 'what the grid writes is accepted');
  t.strictSame(
    optionValueIssue('ChatLinks', '[{"name":"A","url":"https://a","show":true,"sort":1}]'),
    { code: 'json' },
    'a row without an id is not',
  );
  t.strictSame(
    optionValueIssue(
      'ChatLinks',
      '[{"id":"x","name":"A","url":"a","show":true,"sort":1},{"id":"x","name":"B","url":"b","show":true,"sort":2}]',
    ),
    { code: 'json' },
    'nor two rows with one id',
  );
  const section = sectionOf('chatLinks');
  t.equal(sectionFormOf(section, { ChatLinks: JSON.stringify(stored) }).ChatLinks, JSON.stringify(stored), 'stored text as it is');
  const repaired = sectionFormOf(section, { ChatLinks: '[{"name":"A","url":"https://a","show":true,"sort":1}]' }).ChatLinks ?? '';
  t.strictSame(JSON.parse(repaired), [{ name: 'A', url: 'https://a', show: true, sort: 1, id: 'link-1' }], 'rows without ids get them');
  t.strictSame(
    changedKeys(section, { ChatLinks: repaired }, { ChatLinks: '[{"name":"A","url":"https://a","show":true,"sort":1}]' }),
    ['ChatLinks'],
    'so the section saves the repair',
  );
});
