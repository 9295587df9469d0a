import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { generate } from 'selfsigned';
import t from 'tap';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';

/**
 * An https gateway with a self-signed certificate for 127.0.0.1, made for this run only (the
 * `selfsigned` package, so no openssl CLI is needed); the certificate file is what
 * GATEWAY_CA_FILE names.
 */
async function selfSignedGateway(t: Teardown): Promise<{ url: string; certFile: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'console-tls-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const pems = await generate([{ name: 'commonName', value: 'test gateway' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const certFile = join(dir, 'cert.pem');
  writeFileSync(certFile, pems.cert);
  const origin = Fastify({ https: { key: pems.private, cert: pems.cert } });
  origin.get('/api/status', async () => ({ success: true, message: '', data: { version: 'v-tls' } }));
  const url = await origin.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => origin.close());
  return { url, certFile };
}

t.test('an https gateway with an unknown certificate is refused by the proxy and /readyz', async (t) => {
  const gateway = await selfSignedGateway(t);
  const { app, logs } = await startConsole(t, { gatewayUrl: gateway.url });
  const status = await app.inject('/api/status');
  t.equal(status.statusCode, 502, 'the proxy does not talk to a gateway it cannot verify');
  t.same(JSON.parse(status.body), { success: false, message: 'The gateway cannot be reached right now.' });
  const ready = await app.inject('/readyz');
  t.equal(ready.statusCode, 503);
  t.match(logs().join('\n'), /certificate/i, 'the log says why');
});

t.test('GATEWAY_CA_FILE makes the proxy and /readyz trust a private gateway', async (t) => {
  const gateway = await selfSignedGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: gateway.url, env: { GATEWAY_CA_FILE: gateway.certFile } });
  const status = await app.inject('/api/status');
  t.equal(status.statusCode, 200);
  t.equal((JSON.parse(status.body) as { data: { version: string } }).data.version, 'v-tls');
  const ready = await app.inject('/readyz');
  t.equal(ready.statusCode, 200);
  t.same(JSON.parse(ready.body), { status: 'ready' });
});
