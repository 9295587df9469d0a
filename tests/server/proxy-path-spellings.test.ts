import type { AddressInfo } from 'node:net';
import t from 'tap';
import { normalisedTarget } from '#server/plugins/request-target.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';
import { SECRET_MARK, startOneHubStandIn } from '#tests/helpers/one-hub-stand-in.ts';
import { rawRequest } from '#tests/helpers/raw-http.ts';
import type { RawResponse } from '#tests/helpers/raw-http.ts';

/*
 * Issue 32, item 1: every rule keyed by path against every spelling of that path, over real
 * HTTP (inject resolves dot segments itself and would hide the attack), with a gateway that
 * routes like one-hub and sends the secrets it sends. No secret comes back on any spelling, the
 * writes that put stored secrets back do so on every spelling the gateway routes to them, and the
 * gateway only ever receives a path already in the normal form the console checked.
 */

/** Every spelling of `path` (`/a/b/` or `/a/b/1`) the review and the parsers' rules suggest. */
function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const trailing = path.endsWith('/');
  const parts = trailing ? segments.slice(0, -1) : segments;
  const [first = '', second = '', ...rest] = parts;
  const join = (items: string[]) => `/${items.join('/')}${trailing ? '/' : ''}`;
  const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const escaped = (text: string) => `%${text.charCodeAt(0).toString(16)}${text.slice(1)}`;
  return [
    path,
    `${path}/.`,
    `${path}/%2e`,
    `${path}/%2E`,
    `${path}/./`,
    `${path}/x/..`,
    `${path}/x/%2e%2e`,
    `${path}/x/.%2e`,
    join([first, '.', second, ...rest]),
    join([first, 'x', '..', second, ...rest]),
    join([first, 'x', '%2e%2e', second, ...rest]),
    `${join([first, second, ...rest])}.`,
    `/${first}%2F${[second, ...rest].join('/')}${trailing ? '/' : ''}`,
    `/${first}%2f${[second, ...rest].join('/')}${trailing ? '/' : ''}`,
    `/${first}\\${[second, ...rest].join('\\')}${trailing ? '\\' : ''}`,
    `/${first}%5c${[second, ...rest].join('%5C')}${trailing ? '%5c' : ''}`,
    `/x\\..\\${parts.join('/')}${trailing ? '/' : ''}`,
    `/${path}`,
    join([first, '', second, ...rest]),
    `${path}/`,
    `${path}//`,
    join([first.toUpperCase(), second, ...rest]),
    join([first, upper(second), ...rest]),
    join([upper(first), second.toUpperCase(), ...rest]),
    join([escaped(first), second, ...rest]),
    join([first, escaped(second), ...rest]),
    join([
      first,
      `${second.slice(0, -1)}%${second
        .charCodeAt(second.length - 1)
        .toString(16)
        .toUpperCase()}`,
      ...rest,
    ]),
    `${path}#x`,
    `${path}%00`,
    `${path}%23`,
    `${path}?x=1`,
    `${path}?/..`,
    `/v1/..${path}`,
    `/v1/%2e%2e${path}`,
    `/mj/./..${path}`,
    `/suno/x/../..${path}`,
    `/dashboard/..${path}`,
    `/..${path}`,
    trailing ? path.slice(0, -1) : `${path}/`,
  ];
}

async function listening(t: Teardown) {
  const standIn = await startOneHubStandIn(t);
  const { app } = await startConsole(t, { gatewayUrl: standIn.url, env: { PAGE_CACHE_TTL_MS: '0' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const send = (method: string, target: string, body?: object): Promise<RawResponse> => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    // An admin's session: the stand-in answers every caller as root.
    const head = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', 'Cookie: session=root'];
    if (body !== undefined) head.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`);
    return rawRequest(base, head.join('\n'), payload ? [payload] : []);
  };
  return { standIn, send };
}

/** The targets the gateway received that the console's normalisation would change (none: it forwards what it checked). */
function unnormalised(received: { target: string }[]): string[] {
  return received.map((request) => request.target).filter((target) => normalisedTarget(target) !== target);
}

const SECRET_READS = [
  '/api/user/',
  '/api/user/2',
  '/api/channel/',
  '/api/channel/3',
  '/api/channel_tag/pool/list',
  '/api/payment/',
  '/api/payment/1',
  '/api/option/',
  '/api/token/admin/search',
];

t.test('no spelling of an admin read brings a secret back', async (t) => {
  const { standIn, send } = await listening(t);
  let reached = 0;
  for (const path of SECRET_READS) {
    for (const target of spellings(path)) {
      const before = standIn.state.received.length;
      const answer = await send('GET', target);
      t.notOk(answer.body.includes(SECRET_MARK), `GET ${target}: ${answer.status}, no secret`);
      t.ok(answer.status < 500, `GET ${target}: not a server error`);
      if (standIn.state.received.length > before && answer.status === 200) reached++;
    }
  }
  // The attack is real: many spellings reach the secret answers (and are emptied).
  t.ok(reached >= 3 * SECRET_READS.length, `${reached} spellings reached a gateway answer`);
  t.same(unnormalised(standIn.state.received), [], 'the gateway received only normalised paths');
});

t.test("no spelling of an admin key edit brings the user's full key back", async (t) => {
  const { standIn, send } = await listening(t);
  for (const target of spellings('/api/token/admin')) {
    const answer = await send('PUT', target, { id: 2, name: 'renamed' });
    t.notOk(answer.body.includes(SECRET_MARK), `PUT ${target}: ${answer.status}, no full key`);
  }
  t.same(unnormalised(standIn.state.received), [], 'the gateway received only normalised paths');
});

t.test('every spelling of an edit the gateway stores whole keeps the stored secrets', async (t) => {
  const { standIn, send } = await listening(t);
  const { state } = standIn;
  const storedKey = state.channel.key;
  const storedConfig = state.payment.config;
  let channelSaves = 0;
  let paymentSaves = 0;
  for (const target of spellings('/api/channel/')) {
    const before = state.received.length;
    // What the edit dialog sends: the channel without its key (the proxy emptied it).
    const answer = await send('PUT', target, { id: 3, name: `renamed ${target}`, models: 'gpt-4o' });
    const saved = state.received.slice(before).some((request) => request.method === 'PUT' && request.path === '/api/channel/');
    if (saved) channelSaves++;
    t.equal(state.channel.key, storedKey, `PUT ${target}: ${answer.status}, the stored key kept`);
    t.notOk(answer.body.includes(SECRET_MARK), `PUT ${target}: not in the answer`);
    state.channel.key = storedKey;
  }
  for (const target of spellings('/api/payment/')) {
    const before = state.received.length;
    const config = JSON.stringify({ secret_key: '', webhook_secret: '' });
    const answer = await send('PUT', target, { id: 1, type: 'stripe', name: `renamed ${target}`, config });
    if (state.received.slice(before).some((request) => request.method === 'PUT' && request.path === '/api/payment/')) paymentSaves++;
    t.equal(state.payment.config, storedConfig, `PUT ${target}: ${answer.status}, the stored keys kept`);
    t.notOk(answer.body.includes(SECRET_MARK), `PUT ${target}: not in the answer`);
    state.payment.config = storedConfig;
  }
  t.ok(channelSaves >= 5 && paymentSaves >= 5, `saved through ${channelSaves} and ${paymentSaves} spellings`);
  t.same(unnormalised(state.received), [], 'the gateway received only normalised paths');
});

t.test('a settings write by another spelling empties the guest page cache too', async (t) => {
  const { app } = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '600000' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const root = await sessionFor(app, 'root');
  const home = async () => (await rawRequest(base, 'GET / HTTP/1.1\nHost: 127.0.0.1\nConnection: close')).body;
  t.notOk((await home()).includes('Renamed Hub'), 'the guest home page, now cached');
  for (const [index, target] of ['/api/%6Fption/', '/api/option/x/..', '/api/./option/', '/api/option%2F'].entries()) {
    const name = `Renamed Hub ${index}`;
    const payload = JSON.stringify({ key: 'SystemName', value: name });
    const answer = await rawRequest(
      base,
      [
        `PUT ${target} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Connection: close',
        `Cookie: ${root}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(payload)}`,
      ].join('\n'),
      [payload],
    );
    t.equal(answer.status, 200, `PUT ${target}`);
    t.ok((await home()).includes(name), `PUT ${target}: the guest page shows the new name at once`);
  }
});

t.test('the normal form: what is resolved, what is refused', async (t) => {
  const cases: [string, string | null][] = [
    ['/api/user/', '/api/user/'],
    ['/api/user/.', '/api/user/'],
    ['/api/user/x/..', '/api/user/'],
    ['/api/user/..', '/api/'],
    ['/api//user//', '/api//user//'],
    ['/api/user%2F', '/api/user/'],
    ['/api/prices/single/meta%2Fllama-3', '/api/prices/single/meta/llama-3'],
    ['/api/prices/single/a%2f%2Fb', '/api/prices/single/a//b'],
    ['//api/user', null],
    ['/%2Fapi/user', null],
    ['/a/..//b', null],
    ['/api/a%2F..%2Fuser', null],
    ['/api/.%2Fuser', null],
    ['/api/%75ser/?p=1', '/api/user/?p=1'],
    ['/api/a%20b%3Fc', '/api/a%20b%3Fc'],
    ['/api/a:b@c+d', '/api/a:b@c+d'],
    ['/api/%3a%40%2B', '/api/:@+'],
    ['/api/%C3%A9', '/api/%C3%A9'],
    ['/api/"x"', '/api/%22x%22'],
    ['/API/User/', '/API/User/'],
    ['/', '/'],
    ['/?a=/../b', '/?a=/../b'],
    ['/..', null],
    ['/api/../..', null],
    ['/api/user%2e', null],
    ['/api/user/.%2e', null],
    ['/api\\user', null],
    ['/api/user%5C', null],
    ['/api/user%00', null],
    ['/api/user%1f', null],
    ['/api/user%7F', null],
    ['/api/user%zz', null],
    ['/api/user%', null],
    ['/api/%C3', null],
    ['/api/user#x', null],
    ['/api/user?x#y', null],
    ['*', null],
    ['http://evil.example/api/user/', null],
  ];
  for (const [target, expected] of cases) t.equal(normalisedTarget(target), expected, target);
  for (const [, expected] of cases) if (expected !== null) t.equal(normalisedTarget(expected), expected, `${expected} stays as it is`);
});
