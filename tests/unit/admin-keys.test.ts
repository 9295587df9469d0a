import t from 'tap';
import { AdminKeyPageSchema, AdminKeyUpdateSchema, maskTokenKey } from '#shared/api/schemas/admin-keys.ts';
import type { AdminKey } from '#shared/api/schemas/admin-keys.ts';
import { adminKeyBody } from '#client/pages/dashboard/admin/admin-keys/admin-key-body.ts';
import { ADMIN_KEYS_STATE, adminKeysApiQuery, ownerLabel, typedUserId } from '#client/pages/dashboard/admin/admin-keys/admin-keys-state.ts';
import { tokenToForm } from '#client/components/key-editor/key-form-values.ts';

const FULL = 'QDCBsVsZkiCZP1rzmQpqNlULXLKPR6hn1Lxv8WDYhj0Tlrei';
const MONEY = { quotaPerUnit: 500000, displayInCurrency: true };

const ROW: AdminKey = {
  id: 8,
  user_id: 4,
  key: maskTokenKey(FULL),
  status: 1,
  name: 'demo-key',
  created_time: 1_700_000_000,
  accessed_time: 1_700_000_100,
  expired_time: -1,
  remain_quota: 1000,
  unlimited_quota: false,
  used_quota: 5,
  group: 'vip',
  backup_group: '',
  setting: { heartbeat: { enabled: false, timeout_seconds: 0 }, billing_tag: 'team-a' },
  owner_name: 'Demo User',
};

t.test('maskTokenKey keeps four characters at each end, once', async (t) => {
  t.equal(maskTokenKey(FULL), 'QDCB…lrei');
  t.equal(maskTokenKey(maskTokenKey(FULL)), 'QDCB…lrei', 'a masked key stays as it is');
  t.notOk(maskTokenKey(FULL).includes(FULL.slice(4, -4)));
});

t.test('the search schema masks every key it reads, so a page never holds one', async (t) => {
  const page = AdminKeyPageSchema.parse({
    data: [{ ...ROW, key: FULL }],
    page: 0,
    size: 0,
    total_count: 1,
  });
  t.equal(page.data[0]?.key, 'QDCB…lrei');
  t.equal(page.data[0]?.owner_name, 'Demo User');
});

t.test('the edit body: the form over the stored key, no key, no owner name, user_id only for a move', async (t) => {
  const form = { ...tokenToForm(ROW, MONEY, 'UTC'), name: 'renamed' };
  const kept = adminKeyBody(ROW, form, MONEY, 'UTC', null);
  t.match(kept, { id: 8, name: 'renamed', group: 'vip', remain_quota: 1000, user_id: 0 });
  t.notOk('key' in kept, 'the masked key is never sent back');
  t.notOk('owner_name' in kept);
  t.equal(kept.setting?.billing_tag, 'team-a', 'an admin keeps (and may set) the billing tag');
  t.ok(AdminKeyUpdateSchema.safeParse(kept).success, 'a body the endpoint’s schema takes');
  t.equal(adminKeyBody(ROW, form, MONEY, 'UTC', { id: 7, name: 'Bob' }).user_id, 7);
});

t.test('URL state, the gateway query, typed ids and owner labels', async (t) => {
  const query = ADMIN_KEYS_STATE.parse(new URLSearchParams('user_id=4&token_id=x&keyword=%20demo%20&order=-used_quota&size=20'));
  t.same(query, { keyword: 'demo', userId: 4, keyId: null, page: 1, size: 20, order: '-used_quota' });
  t.same(adminKeysApiQuery(query), { page: 1, size: 20, keyword: 'demo', user_id: 4, order: '-used_quota' });
  t.equal(ADMIN_KEYS_STATE.parse(new URLSearchParams('order=accessed_time')).order, '', 'outside the whitelist: the default');
  t.equal(ADMIN_KEYS_STATE.toParams({ ...query, userId: null }).toString(), 'keyword=demo&size=20&order=-used_quota');
  t.equal(typedUserId(' 12 '), 12);
  for (const text of ['', '0', '-3', '1.5', 'abc', '1234567890']) t.equal(typedUserId(text), null, JSON.stringify(text));
  t.equal(ownerLabel(4, 'Demo User'), '4 – Demo User');
  t.equal(ownerLabel(9, ''), '9', 'a deleted owner: the id alone');
});
