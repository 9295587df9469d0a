import { assertNode24 } from '#server/runtime.ts';

assertNode24();

// npm run start:one-hub = the console on a real one-hub (issue 33 item 5): one-hub built from
// ../shared/one-hub/src (cached by the source's hash), started on a loopback port with SQLite in
// a temporary folder, seeded through its admin API with the double's demo accounts, and the
// console started in front of it exactly as `npm start` does, with GATEWAY_URL set.
const { spawn } = await import('node:child_process');
const { join } = await import('node:path');
const { OneHubUnavailable, startOneHub } = await import('#tests/helpers/real-one-hub.ts');
const { ONE_HUB_SEED_PASSWORD, seedOneHub, startFakeUpstream } = await import('#tests/helpers/real-one-hub-seed.ts');
const { expectSuccess, signInOver } = await import('#tests/helpers/gateway-http.ts');
const { ISSUER_CLIENT, startOidcIssuer } = await import('#tests/helpers/oidc-issuer.ts');

const port = process.env.PORT ?? '3000';
/** one-hub's ServerAddress: the console's origin (by the name localhost: an RP ID cannot be an IP). */
const consoleOrigin = `http://localhost:${port}`;
process.stdout.write('Building (or reusing) one-hub from its source…\n');
const upstream = await startFakeUpstream();
// The OpenID provider one-hub signs users in with: up before one-hub starts, which discovers it then.
const oidcPort = Number(process.env.ONE_HUB_OIDC_PORT ?? Number(port) + 1);
const issuer = await startOidcIssuer(oidcPort, `${consoleOrigin}/oauth/oidc`);
let real;
try {
  real = await startOneHub({ port: process.env.ONE_HUB_PORT ? Number(process.env.ONE_HUB_PORT) : undefined });
} catch (error) {
  process.stderr.write(`${error instanceof OneHubUnavailable ? error.message : String(error)}\n`);
  process.exit(1);
}
const oneHub = real;
const stopAll = async (code: number) => {
  await oneHub.stop();
  upstream.server.close();
  await issuer.stop();
  process.exit(code);
};
try {
  const seeded = await seedOneHub(oneHub.url, upstream.url);
  // Passkeys and OIDC go by one-hub's ServerAddress: the console's own origin. OIDC as an operator
  // sets it up: the provider's client, its scopes and username claim, then the switch (one-hub
  // refuses it before the five are filled). one-hub reads these and ServerAddress once, at its
  // start (main.go: InitOIDCConfig, InitWebAuthn), so it is restarted as an operator would have to.
  for (const [key, value] of [
    ['ServerAddress', consoleOrigin],
    ['OIDCIssuer', issuer.issuer],
    ['OIDCClientId', ISSUER_CLIENT.id],
    ['OIDCClientSecret', ISSUER_CLIENT.secret],
    ['OIDCScopes', 'openid,profile,email'],
    ['OIDCUsernameClaims', 'preferred_username'],
    ['OIDCAuthEnabled', 'true'],
  ] as const) {
    await expectSuccess(seeded.root, 'PUT', '/api/option/', { key, value });
  }
  await oneHub.restart();
  // The console's account at the gateway (budgets, alerts): the admin's access token.
  const admin = await signInOver(oneHub.url, 'admin', ONE_HUB_SEED_PASSWORD);
  const adminToken = (await expectSuccess(admin, 'GET', '/api/user/token')) as string;
  process.stdout.write(
    `one-hub ${oneHub.binary.version} at ${oneHub.url} (seeded: root/123456; admin, operator, demo, banned (disabled)/${ONE_HUB_SEED_PASSWORD}; ` +
      `the channel "Fake OpenAI" answers from ${upstream.url}; OIDC sign-in through ${issuer.issuer}, any name and password)\n`,
  );
  const console = spawn(process.execPath, [join(import.meta.dirname, 'start.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, GATEWAY_URL: oneHub.url, GATEWAY_ADMIN_TOKEN: adminToken },
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => console.kill(signal));
  console.on('exit', (code) => void stopAll(code ?? 1));
} catch (error) {
  process.stderr.write(
    `Seeding one-hub failed: ${error instanceof Error ? error.message : String(error)}\n${oneHub.output().slice(-2000)}\n`,
  );
  await stopAll(1);
}
