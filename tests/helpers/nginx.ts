import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Teardown } from './console.ts';

/** Debian's nginx (`apt-get install nginx`; `.ci/run` and `npm test` install it), or NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The sample configuration in front of the replicas, with its placeholders. */
export const NGINX_TEMPLATE = join(import.meta.dirname, 'nginx', 'console.conf');

export interface NginxOptions {
  /** `host:port` nginx listens on. */
  listen: string;
  /** `host:port` of each replica. */
  upstreams: string[];
  /** Directives added to the server block (e.g. response headers a test reads). */
  extra?: string[];
}

export interface RunningNginx {
  origin: string;
  /** The error log so far (what nginx says about upstreams it gave up on). */
  errorLog(): string;
}

/** The template with the placeholders filled in; `prefix` holds the pid file, logs and temp files. */
export function nginxConfig(prefix: string, options: NginxOptions): string {
  const servers = options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n');
  const extra = (options.extra ?? []).map((line) => `    ${line}`).join('\n');
  return readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replace('{{SERVERS}}', servers)
    .replace('{{LISTEN}}', options.listen)
    .replace('{{EXTRA}}', extra);
}

/** Resolves once `file` exists in `dir` (watched, so no polling). */
function untilFileExists(dir: string, file: string, exited: Promise<string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = watch(dir, () => {
      if (existsSync(join(dir, file))) done();
    });
    const done = () => {
      watcher.close();
      resolve();
    };
    void exited.then((why) => {
      watcher.close();
      reject(new Error(why));
    });
    if (existsSync(join(dir, file))) done();
  });
}

/**
 * nginx as a process of this test (not the system service): its own prefix, configuration, pid
 * file and logs in a temporary directory, in the foreground. Ready once it has written its pid
 * file, which nginx does after opening its listening socket; stopped (SIGTERM, awaited) and its
 * directory removed when the test ends.
 */
export async function startNginx(t: Teardown, options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`No nginx at ${NGINX_PATH}: install it (Debian: apt-get install -y nginx) or set NGINX_PATH.`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'console-nginx-'));
  // Started as root, nginx's workers run as `nobody`: they must reach their temp directories.
  chmodSync(prefix, 0o755);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(prefix, options));
  const errorLog = join(prefix, 'error.log');
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', conf, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code) => resolve(`nginx exited (${code}): ${stderr}`)));
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  });
  await untilFileExists(prefix, 'nginx.pid', exited);
  return {
    origin: `http://${options.listen}`,
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
  };
}
