import t from 'tap';
import { z } from 'zod/mini';
import { OPTION_RULES } from '../../shared/api/schemas/option.ts';
import {
  changedKeys,
  chatLinksOf,
  domainsOf,
  optionValuesOf,
  sectionFormOf,
  sectionSchema,
  sendOrder,
} from '../../client/pages/dashboard/setting/setting-form.ts';
import { SETTING_SECTIONS, disablesLastSignIn } from '../../client/pages/dashboard/setting/setting-sections.ts';
import type { SettingSection } from '../../client/pages/dashboard/setting/setting-sections.ts';

const sectionOf = (id: string): SettingSection => {
  const section = Object.values(SETTING_SECTIONS)
    .flat()
    .find((entry) => entry.id === id);
  if (!section) throw new Error(id);
  return section;
};

t.test('every option of the shared table is on the page exactly once', async (t) => {
  const keys = Object.values(SETTING_SECTIONS).flatMap((sections) =>
    sections.flatMap((section) => section.fields.map((field) => field.key)),
  );
  t.same([...keys].sort(), Object.keys(OPTION_RULES).sort());
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
  t.same(chatLinksOf('[{"name":"A","url":"https://a","show":true,"sort":1}]'), [{ name: 'A', url: 'https://a', show: true, sort: 1 }]);
  t.same(domainsOf(' gmail.com, ,qq.com '), ['gmail.com', 'qq.com']);
});
