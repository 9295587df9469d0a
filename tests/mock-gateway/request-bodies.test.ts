import t from 'tap';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { ErrorEnvelopeSchema } from '#shared/api/schemas/envelope.ts';
import { CONSOLE_API_PREFIX } from '#shared/api/schemas/budgets.ts';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { signIn } from '#mock-gateway/testing.ts';

// Derived from REQUEST_BODIES (what the API client may send), so an endpoint added there is
// checked against the double without touching this file.

const NOW = Date.UTC(2025, 0, 1);

async function start(t: { teardown(fn: () => unknown): void }): Promise<{ app: MockGateway; cookie: string }> {
  const app = await buildMockGateway({ now: () => NOW, criticalRateLimit: false });
  t.teardown(() => app.close());
  return { app, cookie: await signIn(app, 'root') };
}

/** The gateway's endpoints: the console's own (`/console-api/`) are the console's, tested with it. */
function endpoints() {
  return Object.entries(REQUEST_BODIES).flatMap(([method, byPath]) =>
    Object.entries(byPath)
      .filter(([path]) => !path.startsWith(CONSOLE_API_PREFIX))
      .map(([path, schema]) => ({
        method: method as 'POST' | 'PUT',
        path,
        fields: 'shape' in schema ? Object.keys(schema.shape) : [],
      })),
  );
}

t.test('every endpoint with a declared body is a route of the double', async (t) => {
  const { app } = await start(t);
  for (const { method, path } of endpoints()) {
    const url = path.split('?')[0];
    t.ok(
      app.routes.some((route) => route.method === method && route.url === url),
      `${method} ${path}`,
    );
  }
});

/**
 * Endpoints whose body upstream binds and ignores on failure (an optional field): a bad body is
 * answered as if none was sent. Passkey registration's `{alias}` (controller/webauthn.go).
 */
const IGNORED_BAD_BODY = new Set(['POST /api/webauthn/registration/begin']);

t.test('a bad body gets the envelope {success:false, message}, never a 500', async (t) => {
  const { app, cookie } = await start(t);
  for (const { method, path, fields } of endpoints()) {
    // Not JSON objects at all, then each field with a value no schema field accepts.
    const bodies = ['null', '[]', '"text"', '42', ...fields.map((field) => JSON.stringify({ [field]: [1] }))];
    for (const payload of bodies) {
      const response = await app.inject({ method, url: path, headers: { cookie, 'content-type': 'application/json' }, payload });
      const name = `${method} ${path} ${payload}`;
      t.ok(response.statusCode < 500, `${name}: ${response.statusCode}`);
      if (IGNORED_BAD_BODY.has(`${method} ${path}`)) {
        t.match(response.json(), { success: true }, `${name}: ignored, as upstream`);
        continue;
      }
      const envelope = ErrorEnvelopeSchema.safeParse(response.json());
      t.ok(envelope.success && envelope.data.message !== '', `${name}: ${response.body}`);
    }
  }
});

t.test('the shared schemas decide, with upstream wording where upstream has its own', async (t) => {
  const { app, cookie } = await start(t);
  const send = async (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    (
      await app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) })
    ).json<unknown>();
  const refused = (message: string) => ({ success: false, message });
  t.same(await send('POST', '/api/user/topup', { key: 5 }), refused('无效的参数'), 'a code that is not a string');
  t.same(await send('POST', '/api/user/topup', {}), refused('未提供兑换码'));
  t.same(await send('POST', '/api/user/order', { uuid: 'mock-wxpay', amount: -3 }), refused('金额必须大于等于 1'));
  t.same(await send('POST', '/api/user/order', { uuid: 'mock-wxpay', amount: '5' }), refused('invalid request'));
  t.same(await send('POST', '/api/user/order', { uuid: '', amount: 5 }), refused('invalid request'));
  t.same(await send('POST', '/api/user/unbind', { type: 5 }), refused('无效的参数'));
  t.same(await send('POST', '/api/user/unbind', {}), refused('未知的绑定类型'));
  t.same(
    await send('PUT', '/api/user/self', { password: 'x'.repeat(21) }),
    refused("输入不合法 Key: 'User.Password' Error:Field validation for 'Password' failed on the 'max' tag"),
  );
  t.same(await send('PUT', '/api/user/self', { display_name: '', password: '' }), { success: true, message: '' }, 'empty means no change');
  t.same(await send('PUT', '/api/user/self', { display_name: null }), refused('无效的参数'));
  // The key endpoints keep upstream's gin binding, which takes whatever the shared schema allows.
  const key = {
    name: 'typed',
    expired_time: -1,
    remain_quota: 0,
    unlimited_quota: true,
    setting: { heartbeat: { enabled: false, timeout_seconds: 30 } },
  };
  t.ok(REQUEST_BODIES.POST['/api/token/'].safeParse(key).success, 'a body the client may send');
  t.same(await send('POST', '/api/token/', key), { success: true, message: '' }, 'is accepted');
});
