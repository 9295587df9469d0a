import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

t.test('the playground page carries no key: not the user’s keys, not the playground key', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'demo');
  const playground = await app.inject({ url: '/api/token/playground', headers: { cookie } });
  const keys = await app.inject({ url: '/api/token/?page=1&size=100', headers: { cookie } });
  const secrets = [
    (playground.json() as { data: string }).data,
    ...(keys.json() as { data: { data: { key: string }[] } }).data.data.map((token) => token.key),
  ];
  t.ok(secrets.length > 1, 'demo has keys');
  const res = await app.inject({ url: '/dashboard/app?lng=en', headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.match(res.body, '>Playground<', 'the page is rendered');
  t.match(res.body, 'gpt-4o-mini', 'with the models of the group');
  for (const secret of secrets) t.notMatch(res.body, secret, 'no key in the HTML or its hydration data');
});

t.test('a gateway without group rates still serves the playground and says the cost cannot be shown', async (t) => {
  const { app } = await startConsole(t, {
    gateway: { faults: { failPaths: ['/api/user_group_rate=404', '/api/user_group_map=404'] } },
  });
  const cookie = await sessionFor(app, 'demo');
  const res = await app.inject({ url: '/dashboard/app?lng=en', headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.match(res.body, />The group ratios could not be loaded, so answers show their tokens but not their cost\.</);
});
