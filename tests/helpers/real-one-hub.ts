import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/*
 * The real one-hub (issue 33): built from `../shared/one-hub/src` unmodified, in a copy, and
 * started the way an operator starts it (its own environment, SQLite in a temporary folder).
 * The binary is cached by the source's hash, so only the first run on a machine pays the build.
 */

const ROOT = join(import.meta.dirname, '..', '..');
/** one-hub's source; `ONE_HUB_SRC` points elsewhere (a CI checkout). */
export const ONE_HUB_SRC = process.env.ONE_HUB_SRC ?? join(ROOT, '..', 'shared', 'one-hub', 'src');
const CACHE_DIR = process.env.ONE_HUB_CACHE_DIR ?? join(homedir(), '.cache', 'ai-gateway-console', 'one-hub');
/** What it needs at least: the exact secrets are the rig's own, not anyone's. */
const USER_TOKEN_SECRET = 'contract-suite-user-token-secret-0123456789';

/** A precondition the rig cannot meet: the run stops with this one line. */
export class OneHubUnavailable extends Error {}

/** The source files that go into the binary: everything but the web UI, which is not built. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (relative(ONE_HUB_SRC, path) !== 'web' && entry.name !== '.git') files.push(...sourceFiles(path));
    } else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

function goVersion(): string {
  const result = spawnSync('go', ['env', 'GOVERSION'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new OneHubUnavailable('The real one-hub needs Go on PATH to build (`go` not found): install Go ≥ 1.25 (https://go.dev/dl/).');
  }
  return result.stdout.trim();
}

/** The cache key: the Go toolchain and every source file's path and bytes. */
export function oneHubSourceHash(go = goVersion()): string {
  if (!existsSync(join(ONE_HUB_SRC, 'go.mod'))) {
    throw new OneHubUnavailable(`No one-hub source at ${ONE_HUB_SRC} (go.mod missing): set ONE_HUB_SRC to one-hub's source folder.`);
  }
  const hash = createHash('sha256').update(go);
  for (const file of sourceFiles(ONE_HUB_SRC)) hash.update(relative(ONE_HUB_SRC, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export interface OneHubBinary {
  path: string;
  /** True when this call built it (a cold run), false when the cache had it. */
  built: boolean;
  /** The version string baked into it (`/api/status` `version`). */
  version: string;
}

/**
 * The one-hub binary for the current source, built once per source hash. The build copies the
 * source (the original stays untouched), gives `//go:embed web/build` an empty page to embed,
 * and builds as one-hub's Dockerfile does (cgo for SQLite, the version through -ldflags).
 */
export function buildOneHub(): OneHubBinary {
  const go = goVersion();
  const hash = oneHubSourceHash(go);
  const version = `v0.14.27-src-${hash.slice(0, 8)}`;
  const dir = join(CACHE_DIR, hash);
  const binary = join(dir, 'one-api');
  if (existsSync(binary)) return { path: binary, built: false, version };
  mkdirSync(CACHE_DIR, { recursive: true });
  const work = mkdtempSync(join(CACHE_DIR, `${hash}.build-`));
  try {
    const copy = join(work, 'src');
    cpSync(ONE_HUB_SRC, copy, { recursive: true, filter: (path) => relative(ONE_HUB_SRC, path) !== 'web' });
    mkdirSync(join(copy, 'web', 'build'), { recursive: true });
    writeFileSync(join(copy, 'web', 'build', 'index.html'), '<!doctype html><title>one-hub</title>\n');
    const output = join(work, 'one-api');
    const result = spawnSync(
      'nice',
      ['-n', '10', 'go', 'build', '-buildvcs=false', '-ldflags', `-s -w -X 'one-api/common/config.Version=${version}'`, '-o', output],
      { cwd: copy, encoding: 'utf8', env: { ...process.env, CGO_ENABLED: '1' }, maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.error || result.status !== 0) {
      const why = (result.stderr || result.error?.message || '').trim().split('\n').slice(-3).join(' | ');
      throw new OneHubUnavailable(`The one-hub build failed (go build in ${copy}): ${why}`);
    }
    mkdirSync(dir, { recursive: true });
    // Renamed into place only once whole, so a build cut short is never taken for a cached one.
    renameSync(output, binary);
    return { path: binary, built: true, version };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningOneHub {
  /** `http://127.0.0.1:port` */
  url: string;
  /** The running process (a new one after `restart`). */
  child: ChildProcess;
  binary: OneHubBinary;
  /** Everything it printed so far. */
  output: () => string;
  /**
   * Stops it and starts it again on the same port and data, as an operator restarts it: one-hub
   * reads ServerAddress for passkeys and OIDC once, at its start (`main.go`: InitOIDCConfig,
   * InitWebAuthn), so a changed address only counts after a restart.
   */
  restart: () => Promise<void>;
  /** Stops it (SIGTERM to its PID, SIGKILL after 5 s) and removes its data folder. */
  stop: () => Promise<void>;
}

export interface OneHubOptions {
  /** A fixed port (the npm script); a free loopback port by default. */
  port?: number;
  /** Extra environment (e.g. a ServerAddress is an option, not an env: seed it). */
  env?: Record<string, string>;
  /** Keep its data here instead of a temporary folder removed on stop. */
  dataDir?: string;
}

/** Starts the binary with an operator's environment and resolves once `/api/status` answers. */
export async function startOneHub(options: OneHubOptions = {}): Promise<RunningOneHub> {
  const binary = buildOneHub();
  const port = options.port ?? (await freeLoopbackPort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'one-hub-'));
  mkdirSync(dataDir, { recursive: true });
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: dataDir,
    TZ: 'UTC',
    PORT: String(port),
    SQLITE_PATH: join(dataDir, 'one-api.db'),
    LOG_DIR: join(dataDir, 'logs'),
    SESSION_SECRET: 'contract-suite-session-secret',
    USER_TOKEN_SECRET,
    METRICS_USER: 'metrics',
    METRICS_PASSWORD: 'metrics-password',
    // The tiktoken encodings come from the internet at start; offline they are turned off.
    DISABLE_TOKEN_ENCODERS: 'true',
    // The monthly invoices the double serves (its statistics_months table exists only then).
    USER_INVOICE_MONTH: 'true',
    // The suite calls from one loopback address; upstream's per-IP budgets are for the web.
    GLOBAL_API_RATE_LIMIT: '100000',
    GLOBAL_WEB_RATE_LIMIT: '100000',
    ...options.env,
  };
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess = spawn(binary.path, ['--port', String(port)], { cwd: dataDir, env, stdio: ['ignore', 'pipe', 'pipe'] });

  const exitOf = (proc: ChildProcess) => new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let exited = exitOf(child);
  const listen = (proc: ChildProcess) => {
    proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  };
  listen(child);
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(child.pid, 'SIGTERM');
      const running = child;
      const timer = setTimeout(() => running.pid !== undefined && running.exitCode === null && process.kill(running.pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  const stop = async () => {
    await kill();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const answering = async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const code = child.exitCode ?? child.signalCode;
        await stop();
        const last = output.trim().split('\n').slice(-3).join(' | ');
        throw new OneHubUnavailable(`one-hub exited at start (code ${code}): ${last}`);
      }
      try {
        const answer = await fetch(`${url}/api/status`, { signal: AbortSignal.timeout(2000) });
        if (answer.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        await stop();
        throw new OneHubUnavailable(
          `one-hub did not answer ${url}/api/status within 60 s: ${output.trim().split('\n').slice(-3).join(' | ')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  await answering();
  const running: RunningOneHub = {
    url,
    child,
    binary,
    output: () => output,
    restart: async () => {
      await kill();
      child = spawn(binary.path, ['--port', String(port)], { cwd: dataDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      exited = exitOf(child);
      listen(child);
      running.child = child;
      await answering();
    },
    stop,
  };
  return running;
}
