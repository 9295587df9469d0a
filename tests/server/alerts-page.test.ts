import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

// The alerts page and the profile's Notifications as the server renders them: what is stored,
// and with the console's store down, the page says so in the reader's language while the rest
// of the profile still shows.

t.test('the alerts page renders the rules, a destination without its secret, and the log', async (t) => {
  const c = await startConsole(t, { env: { ALERTS_ALLOWED_TARGETS: '127.0.0.1' } });
  const admin = await sessionFor(c.app, 'admin');
  const saved = await c.app.inject({
    method: 'POST',
    url: '/console-api/alerts/destinations',
    headers: { cookie: admin },
    payload: {
      name: 'Ops Feishu',
      kind: 'feishu',
      language: 'zh-HK',
      enabled: true,
      url: 'http://127.0.0.1:9/hook/t0ken',
      secret: 's3cret',
      bot_token: '',
      chat_id: '',
      to: '',
    },
  });
  t.equal(saved.statusCode, 200, saved.body);
  const page = await c.app.inject({ url: '/dashboard/alerts?lng=en', headers: { cookie: admin } });
  t.equal(page.statusCode, 200);
  t.match(page.body, /<h1[^>]*>Alerts<\/h1>/);
  t.match(page.body, /A channel disabled or re-enabled/);
  t.match(page.body, /Ops Feishu/);
  t.match(page.body, /E-mail is off: set ALERTS_SMTP_URL/);
  t.notMatch(page.body, /s3cret|t0ken/, 'no secret in the page or its payload');
  const user = await c.app.inject({ url: '/dashboard/alerts', headers: { cookie: await sessionFor(c.app, 'demo') } });
  t.equal(user.statusCode, 403, 'not for users');
});

t.test('with the store down the alerts page and the Notifications card say so; the profile still shows', async (t) => {
  const c = await startConsole(t);
  const admin = await sessionFor(c.app, 'admin');
  await c.app.store.close();
  const page = await c.app.inject({ url: '/dashboard/alerts?lng=en', headers: { cookie: admin } });
  t.match(page.body, /The console&#x27;s store is not answering|The console's store is not answering/, "the page's error in English");
  const profile = await c.app.inject({ url: '/dashboard/profile?lng=zh-HK', headers: { cookie: admin } });
  t.equal(profile.statusCode, 200, 'the profile renders');
  t.match(profile.body, /data-testid="notifications-unavailable"/);
  t.match(profile.body, /控制台的儲存空間沒有回應/, 'the card says so in Traditional Chinese');
  t.match(profile.body, /data-testid="display-name-form"/, 'the rest of the profile is there');
});
