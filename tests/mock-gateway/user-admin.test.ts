import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import { insertUser } from '#mock-gateway/store/user/user.ts';
import { AdminUserPageSchema, AdminUserSchema, envelopeOf } from '#shared/api/schemas/index.ts';

function start(t: Teardown) {
  return startGateway(t, { now: () => Date.UTC(2025, 0, 1) });
}

type App = Awaited<ReturnType<typeof start>>;

async function list(app: App, cookie: string, query = '') {
  const res = await app.inject({ url: `/api/user/${query}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}`);
  return envelopeOf(AdminUserPageSchema).parse(res.json<unknown>());
}

function names(body: Awaited<ReturnType<typeof list>>): string[] {
  return body.data?.data.map((user) => user.username) ?? [];
}

t.test('the list pages all users, id descending by default, without access tokens or passwords', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'admin');
  const body = await list(app, cookie);
  t.same(body.data && { ...body.data, data: names(body) }, {
    data: ['banned', 'demo', 'operator', 'admin', 'root'],
    page: 1,
    size: 10,
    total_count: 5,
    filters: { group: null, role: null, status: null },
  });
  const raw = (await app.inject({ url: '/api/user/', headers: { cookie } })).json<{ data: { data: Record<string, unknown>[] } }>();
  for (const row of raw.data.data) {
    t.notOk('password' in row || 'passwordHash' in row || 'passwordSalt' in row, `${String(row.username)}: no password`);
    t.notOk('access_token' in row, `${String(row.username)}: no access token`);
  }
  for (const user of app.store.users.values())
    t.notOk(JSON.stringify(raw).includes(user.access_token), `${user.username}'s token is nowhere`);
  t.equal((await list(app, cookie, '?size=')).data?.size, 10, 'empty size is the default');
  t.same(names(await list(app, cookie, '?page=2&size=2')), ['operator', 'admin']);
  t.same(names(await list(app, cookie, '?page=9')), [], 'past the end: empty page');
});

t.test('pagination limits and the order whitelist (contract §1.4, §2.4)', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'root');
  t.same(await list(app, cookie, '?size=101'), { success: false, message: 'size 参数不能超过 100' });
  t.equal((await list(app, cookie, '?size=100')).data?.size, 100);
  t.same(await list(app, cookie, '?page=x'), { success: false, message: 'strconv.ParseInt: parsing "x": invalid syntax' });
  t.same(names(await list(app, cookie, '?order=username')), ['admin', 'banned', 'demo', 'operator', 'root']);
  t.same(names(await list(app, cookie, '?order=-role,id')), ['root', 'admin', 'operator', 'demo', 'banned']);
  t.same(names(await list(app, cookie, '?order=status,-id')), ['demo', 'operator', 'admin', 'root', 'banned']);
  for (const field of ['created_time', 'last_login_time', 'last_login_ip', 'quota', 'used_quota', 'request_count']) {
    t.equal((await list(app, cookie, `?order=${field}`)).success, true, field);
  }
  t.same(names(await list(app, cookie, '?order=-quota')), ['root', 'admin', 'operator', 'demo', 'banned'], 'extension: by balance');
  for (const field of ['email', 'password', 'access_token', 'aff_code']) {
    t.same(await list(app, cookie, `?order=${field}`), { success: false, message: `不允许对字段 '${field}' 进行排序` });
  }
});

t.test('keyword: exact id, or a prefix of username, display name, e-mail or group', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'admin');
  insertUser(app.store, { username: 'zed', password: 'password1', email: 'boss@corp.example', inviterId: 0, displayName: 'Opal' });
  const search = async (keyword: string) => names(await list(app, cookie, `?keyword=${encodeURIComponent(keyword)}`));
  t.same(await search('3'), ['operator'], 'by id');
  t.same(await search('6'), ['zed'], 'a new user by id');
  t.same(await search('99'), [], 'an unknown id matches nothing');
  t.same(await search('ad'), ['admin'], 'username prefix');
  t.same(await search('min'), [], 'not a substring match');
  t.same(await search('Opa'), ['zed'], 'display name prefix');
  t.same(await search('boss@'), ['zed'], 'e-mail prefix');
  t.same(await search('vip'), ['operator', 'admin'], 'group prefix (svip does not start with vip)');
  t.same(await search('sv'), ['root'], 'group prefix');
  t.same(await search('DEM'), ['demo'], 'case-insensitive like SQL LIKE');
  const page = await list(app, cookie, '?keyword=de&size=1');
  t.same(
    page.data && { ...page.data, data: names(page) },
    { data: ['zed'], page: 1, size: 1, total_count: 3, filters: { group: null, role: null, status: null } },
    'total counts the matches',
  );
});

t.test('extension filters: exact group, role and status, echoed in the page', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'admin');
  t.same(names(await list(app, cookie, '?group=vip')), ['operator', 'admin'], 'group symbol');
  t.same(names(await list(app, cookie, '?group=vi')), [], 'the group is exact, not a prefix');
  t.same(names(await list(app, cookie, '?role=1')), ['banned', 'demo'], 'role');
  t.same(names(await list(app, cookie, '?status=2')), ['banned'], 'status');
  t.same(names(await list(app, cookie, '?role=1&status=1&keyword=d')), ['demo'], 'combined with the keyword');
  const page = await list(app, cookie, '?group=default&role=1&status=&size=1');
  t.same(page.data?.filters, { group: 'default', role: 1, status: null }, 'the applied filters come back');
  t.equal(page.data?.total_count, 2, 'total counts the filtered rows');
  t.same(await list(app, cookie, '?role=admin'), { success: false, message: '无效的参数' }, 'a role that is not a number');
});

t.test('roles: guest 401, common and operator refused with 200, admin and root served', async (t) => {
  const app = await start(t);
  const guest = await app.inject('/api/user/');
  t.equal(guest.statusCode, 401);
  t.match(guest.json<unknown>(), { success: false });
  for (const username of ['demo', 'operator']) {
    const res = await app.inject({ url: '/api/user/', headers: { cookie: await signIn(app, username) } });
    t.equal(res.statusCode, 200, username);
    t.same(res.json<unknown>(), { success: false, message: '无权进行此操作，权限不足' }, username);
  }
  const byId = await app.inject({ url: '/api/user/4', headers: { cookie: await signIn(app, 'demo') } });
  t.same(byId.json<unknown>(), { success: false, message: '无权进行此操作，权限不足' });
  t.equal((await app.inject('/api/user/4')).statusCode, 401);
  const token = app.store.users.get(2)?.access_token ?? '';
  const viaToken = await app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${token}` } });
  t.equal(envelopeOf(AdminUserPageSchema).parse(viaToken.json<unknown>()).data?.total_count, 5, 'admin access token');
});

t.test('GET /api/user/:id: lower roles for admins, anyone for root', async (t) => {
  const app = await start(t);
  const admin = await signIn(app, 'admin');
  const root = await signIn(app, 'root');
  const get = async (cookie: string, id: string) => (await app.inject({ url: `/api/user/${id}`, headers: { cookie } })).json<unknown>();
  const operator = envelopeOf(AdminUserSchema).parse(await get(admin, '3'));
  t.match(operator, { success: true, data: { id: 3, username: 'operator' } });
  t.notOk(JSON.stringify(await get(admin, '3')).includes('password'));
  t.notOk(JSON.stringify(await get(admin, '3')).includes('access_token'), 'no access token');
  const refused = { success: false, message: '无权获取同级或更高等级用户的信息' };
  t.same(await get(admin, '1'), refused, 'admin asking for root');
  t.same(await get(admin, '2'), refused, 'admin asking for itself (same role)');
  t.match(await get(root, '1'), { success: true, data: { username: 'root' } }, 'root reads itself');
  t.match(await get(root, '2'), { success: true, data: { username: 'admin' } });
  t.same(await get(root, '99'), { success: false, message: 'record not found' });
  t.same(await get(root, '0'), { success: false, message: 'id 为空！' });
  t.same(await get(root, 'abc'), { success: false, message: 'strconv.Atoi: parsing "abc": invalid syntax' });
});

t.test('static /api/user/* routes still win over /api/user/:id', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'root');
  t.match((await app.inject({ url: '/api/user/self', headers: { cookie } })).json<unknown>(), {
    success: true,
    data: { username: 'root' },
  });
  t.match((await app.inject({ url: '/api/user/aff', headers: { cookie } })).json<unknown>(), { success: true, data: 'ROOT' });
  t.match((await app.inject({ url: '/api/user/token', headers: { cookie } })).json<unknown>(), { success: true, data: /^[0-9a-f]{32}$/ });
  t.match((await app.inject({ url: '/api/user/logout', headers: { cookie } })).json<unknown>(), { success: true });
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'demo', password: '123456' } });
  t.match(login.json<unknown>(), { success: true, data: { username: 'demo' } });
  t.equal((await app.inject({ method: 'POST', url: '/api/user/7' })).statusCode, 404, 'only GET is routed');
});

t.test('GET /api/group/: the enabled group symbols, for admins', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'admin');
  t.same((await app.inject({ url: '/api/group/', headers: { cookie } })).json<unknown>(), {
    success: true,
    message: '',
    data: ['default', 'vip', 'svip'],
  });
  const demo = await signIn(app, 'demo');
  t.same((await app.inject({ url: '/api/group/', headers: { cookie: demo } })).json<unknown>(), {
    success: false,
    message: '无权进行此操作，权限不足',
  });
});
