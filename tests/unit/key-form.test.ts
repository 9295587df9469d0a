import type { TFunction } from 'i18next';
import t from 'tap';
import { isIpOrCidr, invalidIps, splitIpList } from '#client/components/key-editor/ip-list.ts';
import { keyErrorMap, keyFormSchema } from '#client/components/key-editor/key-form-schema.ts';
import type { KeyForm } from '#client/components/key-editor/key-form-schema.ts';
import {
  EMPTY_KEY_FORM,
  editedToken,
  fieldToQuota,
  formToInput,
  quotaToField,
  tokenToForm,
} from '#client/components/key-editor/key-form-values.ts';
import { localInputToSeconds, secondsToLocalInput } from '#shared/format/date.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import { LANGUAGES } from '#shared/i18n/settings.ts';
import { localeTranslator } from '#tests/helpers/locale-parity.ts';

const DOLLARS = { quotaPerUnit: 500_000, displayInCurrency: true };
const RAW = { quotaPerUnit: 500_000, displayInCurrency: false };
const NOW = 1_800_000_000;

function messages(form: Partial<KeyForm>, tr: TFunction, creating = true) {
  const result = keyFormSchema({ now: NOW, timeZone: 'UTC', creating }).safeParse(
    { ...EMPTY_KEY_FORM, name: 'k', ...form },
    { error: keyErrorMap(tr) },
  );
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

t.test('quota in currency units converts with round(amount × quota_per_unit)', async (t) => {
  t.equal(fieldToQuota('5', DOLLARS), 2_500_000);
  t.equal(fieldToQuota(' 0.1234567 ', DOLLARS), 61_728, 'rounded to whole quota');
  t.equal(fieldToQuota('1.5', RAW), 2, 'raw quota is rounded too');
  t.equal(fieldToQuota('-3', DOLLARS), 0);
  t.equal(fieldToQuota('abc', DOLLARS), 0);
  t.equal(quotaToField(2_500_000, DOLLARS), '5');
  t.equal(quotaToField(61_728, DOLLARS), '0.123456');
  t.equal(quotaToField(61_728, RAW), '61728');
  t.equal(fieldToQuota(quotaToField(1_234_567, DOLLARS), DOLLARS), 1_234_567, 'a round trip keeps the quota');
});

t.test('datetime-local values are read in the console time zone', async (t) => {
  t.equal(localInputToSeconds('2027-01-15T08:30', 'UTC'), Date.UTC(2027, 0, 15, 8, 30) / 1000);
  t.equal(localInputToSeconds('2027-01-15T08:30', 'Asia/Hong_Kong'), Date.UTC(2027, 0, 15, 0, 30) / 1000);
  t.equal(localInputToSeconds('2027-07-01T12:00', 'Europe/London'), Date.UTC(2027, 6, 1, 11, 0) / 1000, 'summer time');
  t.equal(secondsToLocalInput(Date.UTC(2027, 0, 15, 0, 30) / 1000, 'Asia/Hong_Kong'), '2027-01-15T08:30');
  t.equal(secondsToLocalInput(-1, 'UTC'), '');
  t.equal(localInputToSeconds('tomorrow', 'UTC'), null);
});

t.test('IP allow-list entries', async (t) => {
  for (const ok of ['192.168.1.1', '10.0.0.0/8', '0.0.0.0/0', '::1', '2001:db8::/32', '::ffff:10.0.0.1', 'fe80::1/128'])
    t.ok(isIpOrCidr(ok), ok);
  for (const bad of ['256.1.1.1', '10.0.0.0/33', '1.2.3', 'example.com', '2001:db8::/129', '1.2.3.4/8/8', '1.2.3.4/', ':::', '01.2.3.4'])
    t.notOk(isIpOrCidr(bad), bad);
  t.same(splitIpList(' 1.1.1.1 \n\n 2.2.2.0/24\r\n'), ['1.1.1.1', '2.2.2.0/24']);
  t.same(invalidIps('1.1.1.1\nnope'), ['nope']);
});

t.test('a form becomes the gateway input and back', async (t) => {
  const form: KeyForm = {
    ...EMPTY_KEY_FORM,
    name: ' shop ',
    neverExpires: false,
    expiresAt: '2027-01-15T08:30',
    unlimited: false,
    quota: '2.5',
    group: 'vip',
    backupGroup: 'default',
    limitModels: true,
    models: ['gpt-4o'],
    limitIps: true,
    ips: '1.1.1.1\n10.0.0.0/8\n',
    heartbeat: true,
    heartbeatTimeout: '45',
    billingTag: 'svip',
  };
  const input = formToInput(form, DOLLARS, 'UTC', false);
  t.same(input, {
    name: 'shop',
    expired_time: Date.UTC(2027, 0, 15, 8, 30) / 1000,
    remain_quota: 1_250_000,
    unlimited_quota: false,
    group: 'vip',
    backup_group: 'default',
    setting: {
      heartbeat: { enabled: true, timeout_seconds: 45 },
      limits: {
        limit_model_setting: { enabled: true, models: ['gpt-4o'] },
        limits_ip_setting: { enabled: true, whitelist: ['1.1.1.1', '10.0.0.0/8'] },
      },
    },
  });
  t.equal(formToInput(form, DOLLARS, 'UTC', true).setting?.billing_tag, 'svip', 'operators send the billing tag');
  const never = formToInput({ ...EMPTY_KEY_FORM, name: 'n' }, DOLLARS, 'UTC', false);
  t.equal(never.expired_time, -1);
  t.equal(never.unlimited_quota, true);
  t.same(never.setting?.limits?.limit_model_setting, { enabled: false, models: [] });

  const token: Token = {
    id: 7,
    user_id: 4,
    key: 'abc',
    status: 1,
    name: 'shop',
    created_time: 1,
    accessed_time: 0,
    expired_time: input.expired_time,
    remain_quota: 1_250_000,
    unlimited_quota: false,
    used_quota: 9,
    group: 'vip',
    backup_group: 'default',
    setting: input.setting ?? null,
  };
  const back = tokenToForm(token, DOLLARS, 'UTC');
  t.same(
    { ...back, ips: splitIpList(back.ips).join('\n') },
    { ...form, name: 'shop', ips: '1.1.1.1\n10.0.0.0/8', billingTag: '', count: '1' },
  );
  t.same(
    tokenToForm({ ...token, setting: null, expired_time: -1 }, RAW, 'UTC'),
    { ...EMPTY_KEY_FORM, name: 'shop', unlimited: false, quota: '1250000', group: 'vip', backupGroup: 'default' },
    'a key without settings',
  );
  const edited = editedToken(token, { ...input, name: 'renamed' });
  t.equal(edited.id, 7);
  t.equal(edited.used_quota, 9, 'PUT sends the full key');
  t.equal(edited.name, 'renamed');
});

t.test('form errors are translated, in every language', async (t) => {
  const zh = await localeTranslator('zh-CN');
  t.same(messages({ name: 'x'.repeat(31) }, zh), { name: '最多 30 个字符' });
  t.same(messages({ name: '' }, zh), { name: '此项为必填项' });
  // 11 Chinese characters are 33 UTF-8 bytes: the gateway's limit is 30 bytes.
  t.same(messages({ name: '测'.repeat(11) }, zh), { name: '名称最多 30 字节（一个汉字占 3 字节）' });
  t.same(messages({ name: '测'.repeat(10) }, zh), {});
  t.same(messages({ neverExpires: false, expiresAt: '2020-01-01T00:00' }, zh), { expiresAt: '过期时间必须晚于现在' });
  t.same(messages({ neverExpires: false, expiresAt: '' }, zh), { expiresAt: '请输入日期和时间' });
  t.same(messages({ unlimited: false, quota: '-1' }, zh), { quota: '不能小于 0' });
  t.same(messages({ heartbeat: true, heartbeatTimeout: '20' }, zh), { heartbeatTimeout: '不能小于 30' });
  t.same(messages({ heartbeat: true, heartbeatTimeout: '91' }, zh), { heartbeatTimeout: '不能大于 90' });
  t.same(messages({ count: '101' }, zh), { count: '不能大于 100' });
  t.same(messages({ count: '0' }, zh), { count: '不能小于 1' });
  t.same(messages({ count: '3', name: 'x'.repeat(29) }, zh), { name: '名称过长，无法追加编号，请缩短名称' });
  t.same(messages({ count: '3', name: 'x'.repeat(29) }, zh, false), {}, 'editing has no count');
  t.same(messages({ limitIps: true, ips: '1.1.1.1\nbad' }, zh), { ips: '每行必须是 IP 地址或 CIDR 网段' });
  t.same(messages({ limitModels: true, models: [] }, zh), { models: '请至少选择一个模型' });
  t.same(messages({ group: 'vip', backupGroup: 'vip' }, zh), { backupGroup: '备用分组不能与分组相同' });
  t.same(messages({ unlimited: false, quota: '2.5', neverExpires: false, expiresAt: '2030-01-01T00:00' }, zh), {}, 'a valid form passes');
  const everything = {
    name: '',
    neverExpires: false,
    expiresAt: 'x',
    unlimited: false,
    quota: 'x',
    group: 'a',
    backupGroup: 'a',
    limitModels: true,
    limitIps: true,
    ips: 'x',
    heartbeat: true,
    heartbeatTimeout: '1',
    count: '0',
  };
  for (const lng of LANGUAGES) {
    const all = messages(everything, await localeTranslator(lng));
    t.equal(Object.keys(all).length, 8, `${lng}: every field has its message`);
    for (const [field, message] of Object.entries(all))
      t.notMatch(message, /^(token|zod|zod_custom):|errors\.|\{\{/, `${lng} ${field}: "${message}"`);
  }
});
