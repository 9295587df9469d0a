import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { ConfigError, parseEnv } from '#server/config.ts';
import { fastifyTrustProxy } from '#server/config/trust-proxy.ts';
import { consoleScopedCookie } from '#server/plugins/proxy/response-headers.ts';

/** The error parseEnv throws for `env`, or null when it accepts it. */
function configError(env: Record<string, string>): unknown {
  try {
    parseEnv(env);
    return null;
  } catch (error) {
    return error;
  }
}

t.test('TRUST_PROXY takes the forms of Fastify trustProxy', async (t) => {
  t.equal(parseEnv({}).TRUST_PROXY, false, 'off by default');
  t.equal(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY, true);
  t.equal(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY, false);
  t.equal(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY, false);
  t.equal(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY, 1, '1 is one hop: the proxy directly in front');
  t.equal(parseEnv({ TRUST_PROXY: '3' }).TRUST_PROXY, 3);
  t.same(parseEnv({ TRUST_PROXY: '10.0.0.1' }).TRUST_PROXY, ['10.0.0.1']);
  t.same(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8 , ::1, 2001:db8::1/128, loopback' }).TRUST_PROXY, [
    '10.0.0.0/8',
    '192.168.1.10',
    'fd00::/8',
    '::1',
    '2001:db8::1/128',
    'loopback',
  ]);

  for (const garbage of [
    'maybe',
    'yes',
    '-1',
    '1.5',
    '65',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.300',
    '10.0.0.1,',
    'example.com',
    '10.0.0.0/8; rm -rf',
    '10.0.0.0/',
  ]) {
    const error = configError({ TRUST_PROXY: garbage });
    t.ok(error instanceof ConfigError, `${garbage}: a ConfigError`);
    t.match(String(error), /^Error: Invalid environment variable TRUST_PROXY=/, `${garbage}: names the variable`);
  }
});

t.test('a hop count becomes a hop function for Fastify (whose bare numbers trust nothing)', async (t) => {
  const two = fastifyTrustProxy(2);
  if (typeof two !== 'function') throw new Error('expected a function');
  t.equal(two('10.0.0.1', 0), true);
  t.equal(two('10.0.0.1', 1), true);
  t.equal(two('10.0.0.1', 2), false);
  t.equal(fastifyTrustProxy(0), false);
  t.same(fastifyTrustProxy(['::1']), ['::1']);
  t.equal(fastifyTrustProxy(true), true);
});

t.test('GATEWAY_CA_FILE must be a readable PEM certificate file', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'console-ca-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const notPem = join(dir, 'not.pem');
  writeFileSync(notPem, 'hello');
  const brokenPem = join(dir, 'broken.pem');
  writeFileSync(brokenPem, '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n');
  for (const file of [join(dir, 'missing.pem'), notPem, brokenPem, dir]) {
    const error = configError({ GATEWAY_CA_FILE: file });
    t.ok(error instanceof ConfigError, `${file}: a ConfigError`);
    t.match(String(error), /^Error: Invalid environment variable GATEWAY_CA_FILE=/, `${file}: names the variable`);
  }
  t.equal(parseEnv({}).GATEWAY_CA_FILE, undefined);
});

t.test('PROXY_BODY_LIMIT_MB, PROXY_UPLOAD_IDLE_TIMEOUT_MS and PUBLIC_URL', async (t) => {
  t.equal(parseEnv({}).PROXY_BODY_LIMIT_MB, 32);
  t.equal(parseEnv({ PROXY_BODY_LIMIT_MB: '100' }).PROXY_BODY_LIMIT_MB, 100);
  t.equal(parseEnv({}).PROXY_UPLOAD_IDLE_TIMEOUT_MS, 30_000);
  t.throws(() => parseEnv({ PROXY_BODY_LIMIT_MB: 'lots' }), /^Invalid environment variable PROXY_BODY_LIMIT_MB=/);
  t.throws(() => parseEnv({ PROXY_BODY_LIMIT_MB: '0' }), /^Invalid environment variable PROXY_BODY_LIMIT_MB=/);
  t.equal(parseEnv({}).PROXY_PARSED_BODY_LIMIT_MB, 2);
  t.equal(parseEnv({}).PROXY_PARSED_BODIES_MB, 16);
  t.equal(parseEnv({ PROXY_PARSED_BODY_LIMIT_MB: '4', PROXY_PARSED_BODIES_MB: '4' }).PROXY_PARSED_BODY_LIMIT_MB, 4);
  t.throws(() => parseEnv({ PROXY_PARSED_BODY_LIMIT_MB: '4', PROXY_PARSED_BODIES_MB: '3' }), /PROXY_PARSED_BODIES_MB/);
  t.equal(parseEnv({ PUBLIC_URL: 'https://console.example.com' }).PUBLIC_URL, 'https://console.example.com');
  t.throws(() => parseEnv({ PUBLIC_URL: 'javascript:alert(1)' }), /^Invalid environment variable PUBLIC_URL=/);
});

t.test("a gateway cookie is rewritten to the console's scope", async (t) => {
  t.equal(consoleScopedCookie('a=1; Domain=.evil.example; Path=/; SameSite=None; Secure', false), 'a=1; Path=/; HttpOnly; SameSite=Lax');
  t.equal(consoleScopedCookie('a=1; domain=evil.example; samesite=strict', true), 'a=1; HttpOnly; SameSite=Strict; Secure');
  t.equal(
    consoleScopedCookie('a=1; HttpOnly; Expires=Wed, 21 Oct 2026 07:28:00 GMT', true),
    'a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly; SameSite=Lax; Secure',
  );
  t.equal(consoleScopedCookie('a=b=c; SameSite=Lax', false), 'a=b=c; HttpOnly; SameSite=Lax', 'a value with = is kept whole');
});
