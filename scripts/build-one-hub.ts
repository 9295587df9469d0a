import { assertNode24 } from '#server/runtime.ts';

assertNode24();

// Builds the real one-hub the contract suite runs (tests/contract/one-hub), or finds it in the
// cache (~/.cache/ai-gateway-console/one-hub/<source hash>). One line and exit code 1 when Go or
// one-hub's source is missing or the build fails.
const { OneHubUnavailable, buildOneHub } = await import('#tests/helpers/real-one-hub.ts');
const started = Date.now();
try {
  const binary = buildOneHub();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `one-hub ${binary.version}: ${binary.built ? `built in ${seconds} s` : `cached (${seconds} s)`} at ${binary.path}\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof OneHubUnavailable ? error.message : String(error)}\n`);
  process.exit(1);
}
