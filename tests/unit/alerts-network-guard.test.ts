import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { DeliveryError } from '#server/alerts/delivery-error.ts';
import { guardedPost, NO_ALLOWED_TARGETS, parseAllowedTargets, resolveTarget } from '#server/alerts/network-guard.ts';

// What an alert destination may reach: public unicast addresses, and what the operator allows.

async function refusal(url: string, allowed = NO_ALLOWED_TARGETS): Promise<string> {
  try {
    await resolveTarget(new URL(url), allowed);
    return 'allowed';
  } catch (error) {
    return error instanceof DeliveryError ? `${error.code} ${error.detail}` : String(error);
  }
}

t.test('internal addresses are refused by default, each with its range', async (t) => {
  const cases: [string, RegExp][] = [
    ['http://127.0.0.1/', /^refused 127\.0\.0\.1 \(loopback\)$/],
    ['http://10.0.0.1/', /^refused 10\.0\.0\.1 \(private\)$/],
    ['http://172.16.5.4/', /\(private\)/],
    ['http://192.168.1.1/', /\(private\)/],
    ['http://169.254.169.254/', /\(linkLocal\)/],
    ['http://100.64.0.1/', /\(carrierGradeNat\)/],
    ['http://224.0.0.1/', /\(multicast\)/],
    ['http://0.0.0.0/', /\(unspecified\)/],
    ['http://[::1]/', /\(loopback\)/],
    ['http://[fd00::1]/', /\(uniqueLocal\)/],
    ['http://[fe80::1]/', /\(linkLocal\)/],
    ['http://[::ffff:127.0.0.1]/', /^refused 127\.0\.0\.1 \(loopback\)$/],
    ['http://[::ffff:a00:1]/', /^refused 10\.0\.0\.1 \(private\)$/],
    ['http://[2002:7f00:1::]/', /\(6to4\)/],
    ['http://localhost:9/', /^refused 127\.0\.0\.1 \(loopback\)$|^refused ::1 \(loopback\)$/],
    ['ftp://93.184.216.34/', /^scheme/],
    ['http://user:pass@93.184.216.34/', /^scheme/],
  ];
  for (const [url, expected] of cases) t.match(await refusal(url), expected, url);
  t.equal(await refusal('https://93.184.216.34/hook'), 'allowed', 'a public address passes');
  t.equal(await refusal('http://[2606:4700::1111]/'), 'allowed');
});

t.test('ALERTS_ALLOWED_TARGETS allows CIDRs, addresses and host names, and nothing else', async (t) => {
  const allowed = parseAllowedTargets('10.0.0.0/8, 127.0.0.1, fd00::/8, hooks.internal');
  t.equal(await refusal('http://10.1.2.3/', allowed), 'allowed');
  t.equal(await refusal('http://127.0.0.1:8080/', allowed), 'allowed');
  t.equal(await refusal('http://[::ffff:127.0.0.1]/', allowed), 'allowed', 'the mapped form of an allowed address');
  t.equal(await refusal('http://[fd12::5]/', allowed), 'allowed');
  t.match(await refusal('http://127.0.0.2/', allowed), /^refused/, 'only the address given');
  t.match(await refusal('http://192.168.0.1/', allowed), /^refused/);
  t.throws(() => parseAllowedTargets('10.0.0.0/99'));
  t.throws(() => parseAllowedTargets('not a host!'));
});

t.test('a guarded POST follows no redirect, reads a bounded answer and gives up in time', async (t) => {
  let slowArrived: () => void = () => undefined;
  const slow = new Promise<void>((resolve) => (slowArrived = resolve));
  const server = createServer((request, response) => {
    if (request.url === '/redirect') response.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    else if (request.url === '/big') response.end('x'.repeat(1_000_000));
    else slowArrived();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.teardown(() => {
    server.closeAllConnections();
    server.close();
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const allowed = parseAllowedTargets('127.0.0.1');
  const post = (path: string, timeoutMs = 5000) =>
    guardedPost({ url: new URL(`${base}${path}`), headers: {}, body: '{}', timeoutMs, allowed });
  t.match(await post('/redirect'), { status: 302, body: '' }, 'the redirect is the answer');
  const big = await post('/big');
  t.ok(big.body.length <= 16 * 1024, `at most 16 KB read (${big.body.length})`);
  const late = post('/slow', 300);
  await slow;
  await t.rejects(late, { code: 'timeout' });
  await t.rejects(guardedPost({ url: new URL(`${base}/big`), headers: {}, body: '{}', timeoutMs: 1000, allowed: NO_ALLOWED_TARGETS }), {
    code: 'refused',
  });
});
