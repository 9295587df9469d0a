import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import type { OperationRecord } from '#shared/api/schemas/operation-record.ts';

const NOW = Date.UTC(2025, 0, 1);
const EQUAL_OR_HIGHER = { success: false, message: '无权更新同权限等级或更高权限等级的用户信息' };
const TOO_LOW = { success: false, message: '无权进行此操作，权限不足' };
const OK = { success: true, message: '' };

async function start(t: Teardown) {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  return { app, admin: callerFor(app, await signIn(app, 'admin')), root: callerFor(app, await signIn(app, 'root')) };
}

function userNamed(app: MockGateway, username: string) {
  const user = [...app.store.users.values()].find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

function records(app: MockGateway, action?: string): OperationRecord[] {
  return app.store.operations.filter((record) => action === undefined || record.action === action);
}

/** No access token of any user and no password hash anywhere in a body; a record may say a password changed (masked). */
function assertNoSecrets(t: { notOk(value: unknown, message: string): unknown }, app: MockGateway, body: unknown, name: string) {
  const text = JSON.stringify(body);
  for (const user of app.store.users.values()) {
    t.notOk(text.includes(user.access_token), `${name}: no access token of ${user.username}`);
    t.notOk(text.includes(user.passwordHash), `${name}: no password hash of ${user.username}`);
  }
  t.notOk(/"(access_token|passwordHash|passwordSalt)"/.test(text), `${name}: no secret keys`);
  t.notOk(text.replaceAll(`"password":"${SECRET_MASK}"`, '').includes('"password"'), `${name}: a password only masked`);
}

t.test('create: a common user in the default group who can sign in; one record, no secret in it', async (t) => {
  const { app, admin } = await start(t);
  const created = await admin('/api/user/', 'POST', { username: 'newbie', password: 'password1', display_name: 'New Bie' });
  t.same(created, OK);
  const user = userNamed(app, 'newbie');
  t.match(user, { role: 1, status: 1, group: 'default', display_name: 'New Bie', quota: app.store.settings.QuotaForNewUser });
  t.ok(await signIn(app, 'newbie', 'password1'), 'the new user signs in with the password given');
  const [record] = records(app, 'user.create');
  t.match(record, {
    username: 'admin',
    target_type: 'user',
    target_id: String(user.id),
    detail: { before: null, after: { username: 'newbie' } },
  });
  assertNoSecrets(t, app, record, 'the record');
  t.same(await admin('/api/user/', 'POST', { username: 'other', password: 'password1' }), OK);
  t.equal(userNamed(app, 'other').display_name, 'other', 'the display name defaults to the username');
});

t.test('create: upstream refusals, and nothing written for them', async (t) => {
  const { app, admin } = await start(t);
  const refused = (message: string) => ({ success: false, message });
  t.same(await admin('/api/user/', 'POST', { username: 'demo', password: 'password1' }), refused('用户名已存在！'));
  t.same(await admin('/api/user/', 'POST', { username: '', password: 'password1' }), refused('无效的参数'));
  t.same(await admin('/api/user/', 'POST', { username: 'x', password: '' }), refused('无效的参数'));
  t.same(
    await admin('/api/user/', 'POST', { username: 'x', password: 'short' }),
    refused("输入不合法 Key: 'User.Password' Error:Field validation for 'Password' failed on the 'min' tag"),
  );
  t.same(
    await admin('/api/user/', 'POST', { username: 'thirteen-char', password: 'password1' }),
    refused("输入不合法 Key: 'User.Username' Error:Field validation for 'Username' failed on the 'max' tag"),
  );
  t.equal(app.store.users.size, 5, 'no user was added');
  t.same(records(app), [], 'no record for a refusal');
  const demo = callerFor(app, await signIn(app, 'demo'));
  t.same(await demo('/api/user/', 'POST', { username: 'sneaky', password: 'password1' }), TOO_LOW, 'a common user');
  t.equal((await app.inject({ method: 'POST', url: '/api/user/', payload: { username: 'anon', password: 'password1' } })).statusCode, 401);
});

t.test('update: username, display name, group and password; an empty password stays; the record masks it', async (t) => {
  const { app, admin } = await start(t);
  const demo = userNamed(app, 'demo');
  const hash = demo.passwordHash;
  t.same(await admin('/api/user/', 'PUT', { id: demo.id, username: 'demo2', display_name: 'Demo Two', password: '', group: 'vip' }), OK);
  t.match(demo, { username: 'demo2', display_name: 'Demo Two', group: 'vip', group_id: 2 });
  t.equal(demo.passwordHash, hash, 'an empty password changes nothing');
  t.same(records(app, 'user.update')[0]?.detail, {
    before: { username: 'demo', display_name: 'Demo User', group: 'default' },
    after: { username: 'demo2', display_name: 'Demo Two', group: 'vip' },
  });
  t.same(await admin('/api/user/', 'PUT', { id: demo.id, password: 'brand-new-pw' }), OK);
  t.ok(await signIn(app, 'demo2', 'brand-new-pw'), 'the new password works');
  t.same(records(app, 'user.update')[1]?.detail, { before: { password: SECRET_MASK }, after: { password: SECRET_MASK } });
  assertNoSecrets(t, app, app.store.operations, 'the records');
});

t.test('update: refusals by role, unknown ids and groups, taken names', async (t) => {
  const { app, admin, root } = await start(t);
  t.same(await admin('/api/user/', 'PUT', { id: 2, display_name: 'me' }), EQUAL_OR_HIGHER, 'admin on admin (itself)');
  t.same(await admin('/api/user/', 'PUT', { id: 1, display_name: 'boss' }), EQUAL_OR_HIGHER, 'admin on root');
  t.same(await admin('/api/user/', 'PUT', { id: 99, display_name: 'x' }), { success: false, message: 'record not found' });
  t.same(await admin('/api/user/', 'PUT', { id: 4, group: 'nope' }), { success: false, message: '无效的用户组' });
  t.same(await admin('/api/user/', 'PUT', { id: 4, username: 'operator' }), { success: false, message: '用户名已存在！' });
  t.same(await admin('/api/user/', 'PUT', { id: 0 }), { success: false, message: '无效的参数' });
  t.same(records(app), [], 'no record for a refusal');
  t.same(await root('/api/user/', 'PUT', { id: 2, display_name: 'Admin Two' }), OK, 'root edits an admin');
  t.equal(userNamed(app, 'admin').display_name, 'Admin Two');
});

t.test('manage: enable and disable, with a record each; a disabled user cannot sign in', async (t) => {
  const { app, admin } = await start(t);
  const answer = await admin('/api/user/manage', 'POST', { username: 'demo', action: 'disable' });
  t.match(answer, { success: true, data: { role: 1, status: 2 } });
  assertNoSecrets(t, app, answer, 'the answer');
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'demo', password: '123456' } });
  t.match(login.json<unknown>(), { success: false });
  t.match(await admin('/api/user/manage', 'POST', { username: 'demo', action: 'enable' }), { success: true, data: { status: 1 } });
  t.same(
    records(app, 'user.status').map((record) => record.detail),
    [
      { before: { status: 1 }, after: { status: 2 } },
      { before: { status: 2 }, after: { status: 1 } },
    ],
  );
});

t.test('manage: only root promotes to admin; roles move with a record; root is never disabled, demoted or deleted', async (t) => {
  const { app, admin, root } = await start(t);
  const manage = (caller: typeof admin, username: string, action: string) => caller('/api/user/manage', 'POST', { username, action });
  t.same(await manage(admin, 'demo', 'promote'), { success: false, message: '只有超级管理员可以设置其他用户为管理员' });
  t.equal(userNamed(app, 'demo').role, 1, 'the refused promotion changed nothing');
  t.same(await manage(admin, 'admin', 'demote'), EQUAL_OR_HIGHER, 'admin on an equal role');
  t.same(await manage(admin, 'root', 'disable'), EQUAL_OR_HIGHER, 'admin on root');
  t.same(await manage(admin, 'ghost', 'enable'), { success: false, message: '用户不存在' });
  t.same(records(app), [], 'no record for a refusal');

  t.match(await manage(admin, 'demo', 'set_reliable'), { success: true, data: { role: 3 } });
  t.match(
    await manage(admin, 'demo', 'set_reliable'),
    { success: true, data: { role: 3 } },
    'a role held already is set again, as upstream',
  );
  t.match(await manage(root, 'demo', 'promote'), { success: true, data: { role: 10, status: 1 } });
  t.match(await manage(root, 'demo', 'demote'), { success: true, data: { role: 1 } });
  t.same(
    records(app, 'user.role').map((record) => [record.username, record.detail.before, record.detail.after]),
    [
      ['admin', { role: 1 }, { role: 3 }],
      ['root', { role: 3 }, { role: 10 }],
      ['root', { role: 10 }, { role: 1 }],
    ],
  );
  t.same(await manage(root, 'root', 'disable'), { success: false, message: '无法禁用超级管理员用户' });
  t.same(await manage(root, 'root', 'demote'), { success: false, message: '无法修改超级管理员的身份' });
  t.same(await manage(root, 'root', 'delete'), { success: false, message: '无法删除超级管理员用户' });
  t.equal(userNamed(app, 'root').status, 1);
  t.same(await manage(root, 'demo', 'explode'), { success: false, message: '无效的参数' }, 'an unknown action');
});

t.test('manage delete: the user leaves the list, its sessions end, one record with the user before', async (t) => {
  const { app, admin } = await start(t);
  const demoId = userNamed(app, 'demo').id;
  const demo = callerFor(app, await signIn(app, 'demo'));
  t.match(await admin('/api/user/manage', 'POST', { username: 'demo', action: 'delete' }), { success: true });
  t.notOk(app.store.users.has(demoId));
  const list = await admin<{ data: { data: { username: string }[] } }>('/api/user/');
  t.notOk(
    list.data.data.some((row) => row.username === 'demo'),
    'not listed',
  );
  t.match(await demo('/api/user/self'), { success: false }, 'its session is over');
  const [record] = records(app, 'user.delete');
  t.match(record, { target_id: String(demoId), detail: { before: { username: 'demo' }, after: null } });
  assertNoSecrets(t, app, record, 'the record');
});

t.test('quota: a signed change with a remark, a type-3 log, a record; the user sees the new balance', async (t) => {
  const { app, admin } = await start(t);
  const demo = userNamed(app, 'demo');
  const demoCaller = callerFor(app, await signIn(app, 'demo'));
  const logsBefore = app.store.logs.length;
  t.same(await admin(`/api/user/quota/${demo.id}`, 'POST', { quota: 2_500_000, remark: 'refund #12' }), OK);
  t.same(await admin(`/api/user/quota/${demo.id}`, 'POST', { quota: -500_000 }), OK);
  t.equal(demo.quota, 7_000_000);
  t.match(await demoCaller('/api/user/self'), { success: true, data: { quota: 7_000_000 } });
  const rows = app.store.logs.slice(logsBefore);
  t.match(rows, [
    { type: 3, user_id: demo.id, username: 'demo', quota: 2_500_000, content: '管理员增减用户额度 ＄5.000000 额度, 备注: refund #12' },
    { type: 3, user_id: demo.id, quota: -500_000, content: '管理员增减用户额度 -＄1.000000 额度' },
  ]);
  const logs = await demoCaller<{ data: { data: { content: string }[] } }>('/api/log/self?log_type=3&size=2');
  t.match(logs.data.data[1]?.content, /refund #12/, 'the user finds the change in their logs');
  t.same(
    records(app, 'user.quota').map((record) => record.detail),
    [
      { before: { quota: 5_000_000 }, after: { quota: 7_500_000 }, remark: 'refund #12' },
      { before: { quota: 7_500_000 }, after: { quota: 7_000_000 } },
    ],
  );
});

t.test('quota: below zero, zero, unknown users and equal roles are refused and change nothing', async (t) => {
  const { app, admin, root } = await start(t);
  const demo = userNamed(app, 'demo');
  const logsBefore = app.store.logs.length;
  t.same(await admin(`/api/user/quota/${demo.id}`, 'POST', { quota: -5_000_001 }), {
    success: false,
    message: '扣减后用户额度将小于 0，无法扣减',
  });
  t.same(await admin(`/api/user/quota/${demo.id}`, 'POST', { quota: 0 }), { success: false, message: '不能为0' });
  t.same(await admin(`/api/user/quota/${demo.id}`, 'POST', {}), { success: false, message: '不能为0' });
  t.same(await admin(`/api/user/quota/${demo.id}`, 'POST', { quota: 1.5 }), { success: false, message: '无效的参数' });
  t.same(await admin('/api/user/quota/99', 'POST', { quota: 1 }), { success: false, message: 'record not found' });
  t.same(await admin('/api/user/quota/x', 'POST', { quota: 1 }), {
    success: false,
    message: 'strconv.Atoi: parsing "x": invalid syntax',
  });
  t.same(await admin('/api/user/quota/1', 'POST', { quota: 1 }), EQUAL_OR_HIGHER, 'admin on root');
  t.same(await admin('/api/user/quota/2', 'POST', { quota: 1 }), EQUAL_OR_HIGHER, 'admin on itself');
  t.equal(demo.quota, 5_000_000, 'the balance is unchanged');
  t.equal(app.store.logs.length, logsBefore, 'no log row');
  t.same(records(app), [], 'no record');
  t.same(await root(`/api/user/quota/${demo.id}`, 'POST', { quota: -5_000_000 }), OK, 'down to exactly zero is allowed');
  t.equal(demo.quota, 0);
  const demoCaller = callerFor(app, await signIn(app, 'demo'));
  t.same(await demoCaller('/api/user/quota/4', 'POST', { quota: 100 }), TOO_LOW, 'a common user');
});

t.test('DELETE /api/user/:id: upstream’s empty answer on success, refusals as envelopes', async (t) => {
  const { app, admin } = await start(t);
  const cookie = await signIn(app, 'admin');
  const gone = await app.inject({ method: 'DELETE', url: '/api/user/4', headers: { cookie } });
  t.equal(gone.statusCode, 200);
  t.equal(gone.body, '', 'no body (contract §2.4 quirk)');
  t.notOk(app.store.users.has(4));
  t.equal(records(app, 'user.delete').length, 1);
  t.same(await admin('/api/user/2', 'DELETE'), { success: false, message: '无权删除同权限等级或更高权限等级的用户' });
  t.same(await admin('/api/user/1', 'DELETE'), { success: false, message: '无权删除同权限等级或更高权限等级的用户' });
  t.same(await admin('/api/user/99', 'DELETE'), { success: false, message: 'record not found' });
});

t.test('the operation records of user changes are served to admins by target', async (t) => {
  const { app, admin } = await start(t);
  await admin('/api/user/quota/4', 'POST', { quota: 100, remark: 'bonus' });
  await admin('/api/user/manage', 'POST', { username: 'demo', action: 'disable' });
  const page = await admin<{ data: { data: OperationRecord[] } }>('/api/operation_record/?target_type=user&target_id=4');
  t.same(
    page.data.data.map((row) => row.action),
    ['user.status', 'user.quota'],
  );
  assertNoSecrets(t, app, page, 'the audit page');
});
