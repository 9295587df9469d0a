import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

t.test('a new account’s keys, logs and tasks say what they are and offer the first step; a used account’s list as usual', async (t) => {
  const { app, gateway } = await startConsole(t);
  const account = { username: 'newcomer1', password: 'newcomer-pass-1' };
  const registered = await gateway.inject({ method: 'POST', url: '/api/user/register', payload: account });
  t.match(registered.json(), { success: true });
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: account });
  const cookie = `session=${login.cookies.find((each) => each.name === 'session')?.value ?? ''}`;

  const keys = await app.inject({ url: '/dashboard/key?lng=en', headers: { cookie } });
  t.equal(keys.statusCode, 200);
  t.match(keys.body, 'data-testid="key-first-step"');
  t.match(keys.body, />No keys yet</);
  t.match(keys.body, 'data-testid="key-first-create"');
  t.notMatch(keys.body, />No keys found</, 'not the bare empty row');

  const logs = await app.inject({ url: '/dashboard/log?lng=en', headers: { cookie } });
  t.equal(logs.statusCode, 200);
  t.match(logs.body, 'data-testid="log-first-step"');
  t.match(logs.body, /\/v1\/chat\/completions/, 'how to make a first call');
  t.match(logs.body, /href="\/dashboard\/key"[^>]*data-testid="log-first-keys"|data-testid="log-first-keys"[^>]*href="\/dashboard\/key"/);
  t.notMatch(logs.body, />No logs match this filter</, "not a filter's answer with no filter set");

  // A filter that finds nothing is a filter's answer, not a first step.
  const filtered = await app.inject({ url: '/dashboard/log?lng=en&model_name=none', headers: { cookie } });
  t.notMatch(filtered.body, 'data-testid="log-first-step"');

  const tasks = await app.inject({ url: '/dashboard/task?lng=en', headers: { cookie } });
  t.equal(tasks.statusCode, 200);
  t.match(tasks.body, 'data-testid="task-first-step"');
  t.match(tasks.body, />No tasks yet</);

  const demo = await sessionFor(app, 'demo');
  for (const path of ['/dashboard/key', '/dashboard/log', '/dashboard/task']) {
    const page = await app.inject({ url: `${path}?lng=en`, headers: { cookie: demo } });
    t.notMatch(page.body, /data-testid="(?:key|log|task)-first-step"/, `${path}: demo has some`);
  }
});
