import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

const PATH = '/dashboard/operation/telegram_manage';

t.test('an admin gets the bot’s state and its commands; a reply is shown as text, never as markup', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'admin');
  const res = await app.inject({ url: `${PATH}?lng=en`, headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.match(res.body, /data-testid="telegram-online"[^>]*>Offline</, 'the double names no bot: offline');
  t.match(res.body, />The gateway names no bot</);
  t.notMatch(res.body, /data-testid="telegram-bot-link"/);
  for (const command of ['start', 'help', 'docs']) t.match(res.body, `data-command="${command}"`);
  // The seeded html reply: escaped in the cell, so the browser shows the tags as text.
  t.match(res.body, /data-testid="telegram-reply"[^>]*>&lt;b&gt;文档&lt;\/b&gt;/);
  t.notMatch(res.body, '<b>文档</b>', 'the reply is never markup of the page');
});

t.test('a running bot shows online, polling, and its t.me link', async (t) => {
  const { app } = await startConsole(t, { gateway: { status: { telegram_bot: 'onehub_bot' } } });
  const cookie = await sessionFor(app, 'admin');
  const res = await app.inject({ url: `${PATH}?lng=en&keyword=he`, headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.match(res.body, /data-testid="telegram-online"[^>]*>Online</);
  t.match(res.body, />Polling</);
  t.match(
    res.body,
    /href="https:\/\/t\.me\/onehub_bot"[^>]*data-testid="telegram-bot-link"|data-testid="telegram-bot-link"[^>]*href="https:\/\/t\.me\/onehub_bot"/,
  );
  t.match(res.body, 'data-command="help"', 'the keyword from the URL filters the list');
  t.notMatch(res.body, 'data-command="start"');
});

t.test('a gateway that keeps the bot to root (upstream) shows "higher role required" with its message', async (t) => {
  const { app } = await startConsole(t, { gateway: { faults: { failPaths: ['/api/option/telegram=denied'] } } });
  const cookie = await sessionFor(app, 'admin');
  const res = await app.inject({ url: `${PATH}?lng=en`, headers: { cookie } });
  t.equal(res.statusCode, 403);
  t.match(res.body, /data-testid="dashboard-error"[^>]*data-kind="forbidden"|data-kind="forbidden"[^>]*data-testid="dashboard-error"/);
  t.match(res.body, '无权进行此操作，权限不足');
});

t.test('a common user gets 403 before the gateway is asked', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'demo');
  const res = await app.inject({ url: PATH, headers: { cookie } });
  t.equal(res.statusCode, 403);
  t.notMatch(res.body, 'data-command=');
});
