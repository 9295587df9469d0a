import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Teardown } from './console.ts';

/** Debian's PostgreSQL (`apt-get install postgresql`; `.ci/run` and `npm test` install it), or POSTGRES_BIN. */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface RunningPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  /** A new, empty database on this server, and its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown) and waits for it, e.g. to see the console notice the store is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
}

/** A port nobody listens on now (PostgreSQL takes no port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Root runs the server as `postgres` (initdb refuses root); anyone else as themselves. */
function serverUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A PostgreSQL server of this test's own: a fresh cluster (initdb, trust auth, no fsync) in a
 * temporary folder, listening on 127.0.0.1 at a free port with its socket in that folder; ready
 * once it logs so, stopped by its PID and the folder removed when the test ends.
 */
export async function startPostgres(t: Teardown): Promise<RunningPostgres> {
  const initdb = join(POSTGRES_BIN, 'initdb');
  if (!existsSync(initdb))
    throw new Error(`No PostgreSQL at ${POSTGRES_BIN}: install it (Debian: apt-get install -y postgresql) or set POSTGRES_BIN.`);
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'console-pg-'));
  if ('uid' in user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  execFileSync(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'], {
    ...user,
    cwd: dir,
    stdio: 'ignore',
  });
  const port = await freePort();
  let child: ReturnType<typeof spawn> | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'];
    args.push('-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=60');
    const server = spawn(join(POSTGRES_BIN, 'postgres'), args, { ...user, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    child = server;
    let log = '';
    exited = new Promise((resolve) => server.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      server.stderr?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('database system is ready to accept connections')) resolve();
      });
      void exited.then(() => reject(new Error(`postgres exited while starting:\n${log}`)));
    });
  };
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await exited;
    }
    child = null;
  };
  t.teardown(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });
  await start();

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: async (name) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
  };
}
