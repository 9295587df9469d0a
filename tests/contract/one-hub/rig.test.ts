import t from 'tap';
import { expectSuccess, signInOver } from '#tests/helpers/gateway-http.ts';
import { startOneHub } from '#tests/helpers/real-one-hub.ts';
import { FAKE_USAGE, SEED_ACCOUNTS, SEED_MODEL, oneHubPassword, seedOneHub, startFakeUpstream } from '#tests/helpers/real-one-hub-seed.ts';

// The rig itself (issue 33 items 1 and 2): one-hub built from its source (or the cached binary),
// started as an operator does, seeded through its admin API, and stopped by its PID.

t.test('one-hub builds, starts, takes the seed through its admin API and stops by its PID', async (t) => {
  const upstream = await startFakeUpstream();
  t.teardown(() => new Promise<void>((resolve) => upstream.server.close(() => resolve())));
  const real = await startOneHub();
  t.teardown(() => real.stop());
  const status = (await (await fetch(`${real.url}/api/status`)).json()) as { success: boolean; data: { version: string } };
  t.equal(status.success, true, '/api/status answers');
  t.equal(status.data.version, real.binary.version, 'it is the binary built from this source');

  const seeded = await seedOneHub(real.url, upstream.url);
  t.match(seeded.demoKey, /^sk-[\w-]{20,}$/, "the demo user's key was made through its own session");
  t.equal(seeded.redemptionCodes.length, 2, 'two redemption codes');
  t.ok(upstream.calls() >= 2, 'the relay reached the fake upstream');

  for (const account of SEED_ACCOUNTS.filter((entry) => entry.username !== 'banned')) {
    const caller = await signInOver(real.url, account.username, oneHubPassword(account.username));
    const self = (await expectSuccess(caller, 'GET', '/api/user/self')) as { role: number; group: string };
    t.same(
      { role: self.role, group: self.group },
      { role: account.role, group: account.group },
      `${account.username} has the double's role and group`,
    );
  }
  const refused = await fetch(`${real.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'banned', password: oneHubPassword('banned') }),
  });
  t.equal(((await refused.json()) as { success: boolean }).success, false, 'the disabled account cannot sign in');

  const logs = (await expectSuccess(seeded.root, 'GET', '/api/log/?page=1&size=10&log_type=2')) as {
    data: { model_name: string; prompt_tokens: number; completion_tokens: number }[];
  };
  t.same(
    logs.data.map((row) => [row.model_name, row.prompt_tokens, row.completion_tokens]),
    [
      [SEED_MODEL, FAKE_USAGE.prompt_tokens, FAKE_USAGE.completion_tokens],
      [SEED_MODEL, FAKE_USAGE.prompt_tokens, FAKE_USAGE.completion_tokens],
    ],
    'both relay calls (plain and streamed) are billed in the log with the upstream usage',
  );

  const pid = real.child.pid ?? 0;
  await real.stop();
  t.throws(() => process.kill(pid, 0), 'its process is gone after stop');
});
