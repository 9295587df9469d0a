import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';

// The double's test endpoints (mailbox, WeChat codes) behind the console: the console's own
// connection to the double is always local, so the double judges the visitor the console names.

t.test('through the console the test endpoints answer a browser on this machine only', async (t) => {
  const { app } = await startConsole(t, { gateway: { testEndpoints: true, criticalRateLimit: false } });
  const reset = await app.inject({ url: '/api/reset_password?email=demo%40example.com', headers: { 'x-client-id': 'test' } });
  t.match(reset.json<unknown>(), { success: true });
  const outbox = '/api/_mock/outbox?email=demo%40example.com';
  for (const remoteAddress of ['198.51.100.7', '2001:db8::7']) {
    const refused = await app.inject({ url: outbox, remoteAddress });
    t.equal(refused.statusCode, 403, `a visitor at ${remoteAddress}`);
    t.notMatch(refused.body, /token=/, 'no reset link');
    // A visitor who claims to be local is still who the socket says (X-Forwarded-For is the console's to state).
    const spoofed = await app.inject({ url: outbox, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } });
    t.equal(spoofed.statusCode, 403, `a visitor at ${remoteAddress} claiming 127.0.0.1`);
    const code = await app.inject({ method: 'POST', url: '/api/_mock/wechat/code?account=new', remoteAddress });
    t.equal(code.statusCode, 403, 'no WeChat code for a remote visitor');
  }
  const local = await app.inject({ url: outbox });
  t.match(local.json<unknown>(), { success: true, data: [{ kind: 'reset', link: /token=/ }] }, 'the local test browser reads it');
});

t.test('a console whose double has no test endpoints (npm start, the demo) answers them 404 to everyone', async (t) => {
  const { app } = await startConsole(t);
  for (const [method, url] of [
    ['GET', '/api/_mock/outbox?email=demo%40example.com'],
    ['POST', '/api/_mock/wechat/code?account=new'],
  ] as const) {
    const res = await app.inject({ method, url });
    t.equal(res.statusCode, 404, `${method} ${url}`);
  }
});
