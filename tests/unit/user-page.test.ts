import t from 'tap';
import { createApiClient } from '#shared/api/client.ts';
import { ROLE } from '#shared/access.ts';
import { loadUsers } from '#client/pages/dashboard/admin/user/load-users.ts';
import { USER_LIST_STATE } from '#client/pages/dashboard/admin/user/user-list-state.ts';
import { mayManage, roleChanges } from '#client/pages/dashboard/admin/user/user-roles.ts';
import { amountAsQuota, quotaFormSchema } from '#client/forms/quota-form-schema.ts';

const TOKEN = '0123456789abcdef0123456789abcdef';

function row(id: number, username: string) {
  return {
    id,
    username,
    display_name: username,
    role: 1,
    status: 1,
    email: '',
    github_id: '',
    wechat_id: '',
    telegram_id: 0,
    lark_id: '',
    verification_code: '',
    access_token: TOKEN,
    quota: 100,
    used_quota: 0,
    request_count: 0,
    group: 'default',
    aff_code: '',
    aff_count: 0,
    aff_quota: 0,
    aff_history_quota: 0,
    inviter_id: 0,
    created_time: 1,
  };
}

/**
 * An unmodified one-hub's `GET /api/user/`: every user's access token in the rows, unknown
 * query parameters (group, role, status) ignored, `order=quota` refused, no `filters` echo.
 */
function upstreamGateway() {
  const asked: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    const target = new URL(String(url));
    asked.push(target.search);
    const order = target.searchParams.get('order') ?? '';
    if (/^-?(quota|used_quota|request_count)$/.test(order))
      return Response.json({ success: false, message: `不允许对字段 '${order.replace('-', '')}' 进行排序` });
    const data = [row(5, 'banned'), row(4, 'demo')];
    return Response.json({ success: true, message: '', data: { data, page: 1, size: 10, total_count: data.length } });
  }) as typeof globalThis.fetch;
  return { api: createApiClient({ baseUrl: 'http://gateway.test', fetch }), asked };
}

const state = (query: string) => USER_LIST_STATE.parse(new URLSearchParams(query));

t.test('on an upstream gateway the list never carries tokens, and extension filters fall back visibly', async (t) => {
  const plain = upstreamGateway();
  const list = await loadUsers(plain.api, state('keyword=d'));
  t.same(
    list.users.map((user) => user.username),
    ['banned', 'demo'],
  );
  t.notOk(JSON.stringify(list).includes(TOKEN), 'the access tokens are dropped on parse');
  t.same({ extended: list.extended, fellBack: list.fellBack }, { extended: false, fellBack: false }, 'no echo: controls hidden');

  const filtered = upstreamGateway();
  const role = await loadUsers(filtered.api, state('role=10&keyword=d'));
  t.same({ extended: role.extended, fellBack: role.fellBack }, { extended: false, fellBack: true }, 'an ignored filter is reported');
  t.same(filtered.asked, ['?page=1&size=10&keyword=d&role=10', '?page=1&size=10&keyword=d'], 'asked again without the filter');

  const sorted = upstreamGateway();
  const byQuota = await loadUsers(sorted.api, state('order=-quota&page=2'));
  t.equal(byQuota.fellBack, true, 'a refused sort falls back to the default order');
  t.same(sorted.asked, ['?page=2&size=10&order=-quota', '?page=2&size=10']);
});

t.test('on the double the filters are applied as asked', async (t) => {
  const asked: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    asked.push(new URL(String(url)).search);
    const filters = { group: 'vip', role: 10, status: null };
    return Response.json({ success: true, message: '', data: { data: [row(2, 'admin')], page: 1, size: 10, total_count: 1, filters } });
  }) as typeof globalThis.fetch;
  const list = await loadUsers(createApiClient({ baseUrl: 'http://gateway.test', fetch }), state('group=vip&role=10&order=-quota'));
  t.same({ extended: list.extended, fellBack: list.fellBack }, { extended: true, fellBack: false });
  t.same(asked, ['?page=1&size=10&group=vip&role=10&order=-quota'], 'one request');
});

t.test('role rules: lower roles only (root acts on anyone), admin offered only to root, nothing for root', async (t) => {
  t.ok(mayManage(ROLE.admin, ROLE.operator));
  t.notOk(mayManage(ROLE.admin, ROLE.admin), 'an equal role');
  t.notOk(mayManage(ROLE.admin, ROLE.root));
  t.ok(mayManage(ROLE.root, ROLE.admin));
  t.same(
    roleChanges(ROLE.admin, ROLE.common).map((change) => change.action),
    ['set_reliable'],
    'an admin: operator only',
  );
  t.same(
    roleChanges(ROLE.root, ROLE.common).map((change) => change.action),
    ['set_reliable', 'promote'],
  );
  t.same(
    roleChanges(ROLE.root, ROLE.admin).map((change) => change.action),
    ['demote', 'set_reliable'],
  );
  t.same(roleChanges(ROLE.root, ROLE.root), []);
});

t.test('the quota form: $ to quota units, zero and a balance below zero refused', async (t) => {
  t.equal(amountAsQuota('5', 500000), 2_500_000);
  t.equal(amountAsQuota('-0.5', 500000), -250_000);
  t.equal(amountAsQuota('+.25', 500000), 125_000);
  t.equal(amountAsQuota('abc', 500000), null);
  t.equal(amountAsQuota('', 500000), null);
  const schema = quotaFormSchema({ balance: 1_000_000, quotaPerUnit: 500000, balanceText: '$2.000000' });
  const issues = (amount: string) =>
    (schema.safeParse({ amount, remark: '' }).error?.issues ?? []).map((issue) => ('params' in issue ? issue.params?.i18n : issue.code));
  t.same(issues('-2'), [], 'down to exactly zero');
  t.same(issues('-2.01'), ['user:quota.errors.belowZero']);
  t.same(issues('0'), ['user:quota.errors.zero']);
  t.same(issues('0.0000001'), ['user:quota.errors.zero'], 'less than one quota unit');
  t.same(issues('x'), ['invalid_type']);
  t.same(issues('10'), []);
});
