import t from 'tap';
import { parseEnv } from '#server/config.ts';
import { storeLocation } from '#server/store/open-store.ts';

// Which store the configuration names, and the two refusals that keep it safe: several replicas
// on one SQLite file, and a fake clock outside tests.

t.test('no DATABASE_URL: the SQLite file in DATA_DIR; a postgres:// URL: PostgreSQL', async (t) => {
  t.match(storeLocation(parseEnv({})), { kind: 'sqlite', file: /\/data\/console\.sqlite$/ });
  t.match(storeLocation(parseEnv({ DATA_DIR: '/var/lib/console' })), { kind: 'sqlite', file: '/var/lib/console/console.sqlite' });
  t.match(storeLocation(parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/console' })), {
    kind: 'postgres',
    url: 'postgres://u:p@db:5432/console',
  });
  t.throws(
    () => parseEnv({ DATABASE_URL: 'mysql://db/console' }),
    { message: /^Invalid environment variable DATABASE_URL=/ },
    'only PostgreSQL',
  );
});

t.test('several replicas on SQLite are refused with one line naming REPLICAS', async (t) => {
  t.throws(() => parseEnv({ REPLICAS: '2' }), {
    message: /^Invalid environment variable REPLICAS="2": several replicas cannot share an SQLite file: set DATABASE_URL/,
  });
  t.equal(parseEnv({ REPLICAS: '2', DATABASE_URL: 'postgres://db/console' }).REPLICAS, 2);
  t.equal(parseEnv({ WORKERS: '4' }).REPLICAS, 1, 'workers of one replica share the file');
});

t.test('a fake clock only under NODE_ENV=test', async (t) => {
  t.throws(() => parseEnv({ TEST_CLOCK_FILE: '/tmp/clock' }), { message: /TEST_CLOCK_FILE.*tests only/ });
  t.equal(parseEnv({ TEST_CLOCK_FILE: '/tmp/clock', NODE_ENV: 'test' }).TEST_CLOCK_FILE, '/tmp/clock');
});
