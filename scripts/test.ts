import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { spawn } = await import('node:child_process');
const { existsSync } = await import('node:fs');
const { join } = await import('node:path');
const { buildConsole, buildIsCurrent } = await import('./build-console.ts');

const ROOT = join(import.meta.dirname, '..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
/** tap suites; the Playwright specs in tests/e2e are run by Playwright. */
const TAP_DIRS = ['tests/unit', 'tests/contract', 'tests/mock-gateway', 'tests/server'];
/** Node's compile cache for the tap processes (a tool cache: safe to delete at any time). */
const TEST_COMPILE_CACHE = join(ROOT, 'node_modules', '.cache', 'node-compile-cache-tests');

interface StepResult {
  code: number;
  output: string;
}

/** Runs a step with its output shown live and kept for the summary. */
function run(label: string, command: string, args: string[], env: Record<string, string> = {}): Promise<StepResult> {
  process.stdout.write(`\n▶ ${label}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const relay = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      target.write(chunk);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

// The browser tests drive Debian's Chromium (a browser download is not possible everywhere):
// its headless shell when installed (scripts/chromium-path.ts), which runs the suite faster.
// The replica test puts Debian's nginx in front of two console processes.
const { chromiumPath, DEBIAN_CHROMIUMS } = await import('./chromium-path.ts');
const DEBIAN_NGINX = '/usr/sbin/nginx';
// The store's tests start Debian's PostgreSQL themselves (tests/helpers/postgres.ts).
const DEBIAN_POSTGRES = '/usr/lib/postgresql/15/bin';
const missingPackages = [
  ...(!process.env.CHROMIUM_PATH && !existsSync(DEBIAN_CHROMIUMS[0]) ? ['chromium-headless-shell'] : []),
  ...(!process.env.NGINX_PATH && !existsSync(DEBIAN_NGINX) ? ['nginx'] : []),
  ...(!process.env.POSTGRES_BIN && !existsSync(join(DEBIAN_POSTGRES, 'postgres')) ? ['postgresql'] : []),
];
if (missingPackages.length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  await run(`Install Debian's ${missingPackages.join(' and ')}`, 'sh', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missingPackages.join(' ')} >/dev/null`,
  ]);
}
const chromium = chromiumPath();
if (!chromium || !existsSync(chromium)) {
  process.stderr.write(
    `No Chromium at ${chromium ?? DEBIAN_CHROMIUMS.join(' or ')}: install it (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.\n`,
  );
  process.exit(1);
}
const nginx = process.env.NGINX_PATH ?? DEBIAN_NGINX;
if (!existsSync(nginx)) {
  process.stderr.write(`No nginx at ${nginx}: install it (Debian: apt-get install -y nginx) or set NGINX_PATH.\n`);
  process.exit(1);
}
const postgres = process.env.POSTGRES_BIN ?? DEBIAN_POSTGRES;
if (!existsSync(join(postgres, 'postgres'))) {
  process.stderr.write(`No PostgreSQL at ${postgres}: install it (Debian: apt-get install -y postgresql) or set POSTGRES_BIN.\n`);
  process.exit(1);
}

// The contract suite runs the real one-hub beside the double (tests/contract/one-hub): it is
// built from its source with Go, so a machine without Go stops here, before anything runs.
const { spawnSync } = await import('node:child_process');
if (spawnSync('go', ['version']).error) {
  process.stderr.write(
    'No Go on PATH: the contract suite builds the real one-hub from its source (install Go ≥ 1.25, https://go.dev/dl/).\n',
  );
  process.exit(1);
}

let failedSteps = 0;
let passed = 0;
let failed = 0;

for (const [label, command, args] of [
  ['Type check (TypeScript 7)', join(ROOT, 'node_modules', 'typescript7', 'bin', 'tsc'), ['-p', '.']],
  ['Lint (ESLint)', bin('eslint'), ['.']],
  // One layout for everyone: a file Prettier would change fails here (`npm run format` fixes it).
  ['Format (Prettier)', bin('prettier'), ['--check', '.']],
] as const) {
  const result = await run(label, command, [...args]);
  if (result.code !== 0) failedSteps += 1;
}

if (!buildIsCurrent()) {
  process.stdout.write('\n▶ Build (sources changed since the last build)\n');
  await buildConsole();
}

// Built once per one-hub source (cached by its hash): the contract files only start it.
const oneHub = await run('Build the real one-hub (cached by its source hash)', process.execPath, [
  join(ROOT, 'scripts', 'build-one-hub.ts'),
]);
if (oneHub.code !== 0) {
  process.stdout.write('\ntests: 0 passed, 1 failed\n');
  process.exit(1);
}

// tap's 30 s per file is a timing assumption: a loaded CI machine can take longer for the files
// that start whole processes, and a slow pass is not a failure (timings are the bench's job).
const tap = await run(
  'Unit, contract and server tests (tap)',
  bin('tap'),
  // Four files at a time on two cores: a file spends much of its time starting up and waiting on
  // sockets and child processes, so two at a time left the cores idle (measured: 217 s → 168 s).
  ['--disable-coverage', '--reporter=terse', '--timeout=180', '--jobs=4', ...TAP_DIRS],
  // Each of the ~160 files is a process that compiles the same SSR bundle, Fastify and the
  // double again: Node's compile cache shares that work between them (measured on the server
  // and double suites: 185–195 s → 160 s). Keyed by content, so a stale entry is only a miss.
  { TAP_TYPE_STRIP_ONLY: '1', NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? TEST_COMPILE_CACHE },
);
const tapSummary = /# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?/.exec(tap.output);
passed += Number(tapSummary?.[2] ?? 0);
failed += Number(tapSummary?.[3] ?? 0);
if (tap.code !== 0) failedSteps += 1;

const e2e = await run('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']);
passed += Number(/(\d+) passed/.exec(e2e.output)?.[1] ?? 0);
failed += Number(/(\d+) failed/.exec(e2e.output)?.[1] ?? 0);
if (e2e.code !== 0) failedSteps += 1;

if (failedSteps > 0 && failed === 0) failed = failedSteps;
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(failedSteps > 0 ? 1 : 0);
