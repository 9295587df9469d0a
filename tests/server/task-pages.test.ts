import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

// Rendered markup, not the translations in the hydration payload: texts are matched between tags.

t.test('MjEnabled off: no Midjourney menu entry, and a stale link says it is not enabled without asking for tasks', async (t) => {
  let asked = 0;
  const { app } = await startConsole(t, {
    gateway: { status: { MjEnabled: false } },
    prepareGateway: (gateway) =>
      gateway.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/mj/')) asked += 1;
      }),
  });
  const cookie = await sessionFor(app, 'demo');
  const dashboard = await app.inject({ url: '/dashboard/task?lng=en', headers: { cookie } });
  t.equal(dashboard.statusCode, 200);
  t.match(dashboard.body, 'data-nav-item="/dashboard/task"', 'the task entry is there');
  t.notMatch(dashboard.body, 'data-nav-item="/dashboard/midjourney"', 'the Midjourney entry is not');
  const page = await app.inject({ url: '/dashboard/midjourney?lng=en', headers: { cookie } });
  t.equal(page.statusCode, 200);
  t.match(page.body, />Midjourney is not enabled on this site\. Ask the administrator to turn it on\.</);
  t.notMatch(page.body, 'data-testid="mj-table"');
  t.equal(asked, 0, 'the gateway was not asked for Midjourney tasks');
});

t.test('MjEnabled on (the double’s default): the entry shows and the page lists the user’s own tasks', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'demo');
  const page = await app.inject({ url: '/dashboard/midjourney?lng=en', headers: { cookie } });
  t.equal(page.statusCode, 200);
  t.match(page.body, 'data-nav-item="/dashboard/midjourney"');
  t.equal(page.body.match(/data-testid="mj-row"/g)?.length, 4, 'demo’s four tasks');
  t.match(page.body, />a cat on the moon, watercolor style --ar 16:9</, 'the English prompt');
  t.match(page.body, /src="\/mj\/image\/\d+"/, 'a thumbnail of the result');
  t.notMatch(page.body, 'data-column="channel"', 'no channel column for a user');
  t.notMatch(page.body, /rel="modulepreload"[^>]*mj-detail-dialog-/, 'the detail is not preloaded');
});

t.test('tasks: the URL’s status filter reaches the gateway; admins get channel and user columns', async (t) => {
  const { app } = await startConsole(t);
  const demo = await sessionFor(app, 'demo');
  const failed = await app.inject({ url: '/dashboard/task?status=FAILURE&lng=en', headers: { cookie: demo } });
  t.equal(failed.statusCode, 200);
  t.equal(failed.body.match(/data-testid="task-row"/g)?.length, 1);
  t.match(failed.body, />歌词包含不允许的内容，请修改后重试</);
  t.notMatch(failed.body, 'data-column="user"');
  const admin = await sessionFor(app, 'admin');
  const all = await app.inject({ url: '/dashboard/task?lng=en', headers: { cookie: admin } });
  t.equal(all.body.match(/data-testid="task-row"/g)?.length, 7, 'everyone’s tasks');
  t.match(all.body, 'data-column="channel"');
  t.match(all.body, 'data-column="user"');
  const mine = await app.inject({ url: '/dashboard/task?user_id=3&lng=en', headers: { cookie: admin } });
  t.equal(mine.body.match(/data-testid="task-row"/g)?.length, 1, 'filtered by user');
});

t.test('a gateway without task endpoints (404) gets the "not supported" state inside the shell', async (t) => {
  const { app } = await startConsole(t, { gateway: { faults: { failPaths: ['/api/task/self=404'] } } });
  const cookie = await sessionFor(app, 'demo');
  const res = await app.inject({ url: '/dashboard/task?lng=en', headers: { cookie } });
  t.equal(res.statusCode, 501);
  t.match(res.body, 'data-testid="dashboard-shell"');
});

t.test('a song submitted through the console’s relay proxy shows on the user’s task page', async (t) => {
  const { app, gateway } = await startConsole(t);
  const key = [...gateway.store.tokens.values()].find((token) => token.name === 'demo-key');
  if (!key) throw new Error('no seeded demo key');
  const submit = await app.inject({
    method: 'POST',
    url: '/suno/submit/music',
    headers: { authorization: `Bearer sk-${key.key}`, 'content-type': 'application/json' },
    payload: { gpt_description_prompt: 'a tune about the tram' },
  });
  t.equal(submit.statusCode, 200);
  const taskId = submit.json<{ data: string }>().data;
  const cookie = await sessionFor(app, 'demo');
  const page = await app.inject({ url: `/dashboard/task?task_id=${encodeURIComponent(taskId)}&lng=en`, headers: { cookie } });
  t.equal(page.body.match(/data-testid="task-row"/g)?.length, 1);
  t.match(page.body, `data-task-id="${taskId}"`);
  t.match(page.body, 'data-status="SUBMITTED"', 'just submitted');
});
