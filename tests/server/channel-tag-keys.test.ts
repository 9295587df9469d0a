import t from 'tap';
import type { MockGateway } from '#mock-gateway/app.ts';
import { channelDefaults } from '#mock-gateway/store/channel/channel.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

/**
 * The tag editor is the one view that reads keys (`GET /api/channel_tag/:tag`, as upstream's
 * multi-key editor). The keys travel only in that call's answer, to an admin: never in a
 * rendered page (the tag's list page included), never in the console's log.
 */

const KEYS = ['sk-tagged-secret-one', 'sk-tagged-secret-two'];

function addPool(gateway: MockGateway): void {
  KEYS.forEach((key, index) => {
    const id = 100 + index;
    gateway.store.channels.set(id, {
      ...channelDefaults(),
      id,
      name: `pool member ${index + 1}`,
      type: 1,
      models: ['gpt-4o-mini'],
      groups: ['default'],
      key,
      tag: 'pool',
      created_time: 0,
    });
  });
}

t.test(
  'a tag page renders without keys; the editor call names the members’ keys without them, to an admin only; the log has none',
  async (t) => {
    const { app, logs } = await startConsole(t, { prepareGateway: addPool });
    const admin = await sessionFor(app, 'admin');
    const page = await app.inject({ url: '/dashboard/channel?tag=pool', headers: { cookie: admin } });
    t.equal(page.statusCode, 200);
    t.equal((page.body.match(/data-testid="channel-row"/g) ?? []).length, 2, 'the members are listed');
    t.match(page.body, /data-testid="channel-tag-edit"/, 'with the editor button');
    for (const key of KEYS) t.notOk(page.body.includes(key), `no ${key} in the page`);

    const read = await app.inject({ url: '/api/channel_tag/pool', headers: { cookie: admin } });
    const lines = read.json<{ data: { key: string } }>().data.key.split('\n');
    t.equal(lines.length, KEYS.length, 'a line per member');
    for (const line of lines) t.match(line, /^#\d+ sk-t…/, 'its id and masked key');
    for (const key of KEYS) t.notOk(read.body.includes(key), `no ${key} in the editor's answer`);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/channel_tag/pool',
      headers: { cookie: admin, origin: 'http://localhost' },
      payload: { key: `${KEYS[0] ?? ''}\nsk-tagged-secret-three` },
    });
    t.equal(saved.json<{ success: boolean }>().success, true);

    for (const username of ['demo', 'operator']) {
      const refused = await app.inject({ url: '/api/channel_tag/pool', headers: { cookie: await sessionFor(app, username) } });
      t.same(refused.json(), { success: false, message: '无权进行此操作，权限不足' }, `${username} is refused`);
    }
    const logged = logs().join('\n');
    t.ok(logged.includes('/api/channel_tag/pool'), 'the calls were logged');
    for (const key of [...KEYS, 'sk-tagged-secret-three']) t.notOk(logged.includes(key), `no ${key} in the log`);
  },
);
