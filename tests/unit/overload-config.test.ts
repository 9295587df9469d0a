import t from 'tap';
import { ConfigError, parseEnv } from '#server/config.ts';
import { serverTimeoutOptions } from '#server/timeouts.ts';

t.test('the load-shedding and timeout variables have defaults and refuse bad values with one line', async (t) => {
  const env = parseEnv({});
  t.same(
    [env.MAX_CONCURRENT_RENDERS, env.RENDER_QUEUE_SIZE, env.MAX_CONCURRENT_EXPORTS, env.EXPORT_QUEUE_SIZE, env.QUEUE_TIMEOUT_MS],
    [4, 8, 2, 2, 5000],
  );
  t.same([env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS, env.KEEP_ALIVE_TIMEOUT_MS], [60_000, 10_000, 72_000]);
  t.equal(parseEnv({ RENDER_QUEUE_SIZE: '0' }).RENDER_QUEUE_SIZE, 0, 'no line at all is allowed');
  const cases: [Record<string, string>, string][] = [
    [{ MAX_CONCURRENT_RENDERS: '0' }, 'MAX_CONCURRENT_RENDERS'],
    [{ MAX_CONCURRENT_EXPORTS: 'many' }, 'MAX_CONCURRENT_EXPORTS'],
    [{ RENDER_QUEUE_SIZE: '-1' }, 'RENDER_QUEUE_SIZE'],
    [{ QUEUE_TIMEOUT_MS: '0' }, 'QUEUE_TIMEOUT_MS'],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }, 'HEADERS_TIMEOUT_MS'],
  ];
  for (const [input, name] of cases) {
    let thrown: unknown = null;
    try {
      parseEnv(input);
    } catch (error) {
      thrown = error;
    }
    t.ok(thrown instanceof ConfigError, `${name}: refused`);
    t.match((thrown as Error).message, new RegExp(`^Invalid environment variable ${name}=[^\\n]*$`), `${name}: one line naming it`);
  }
});

t.test('the only server limit that can touch a response waits longer than the proxy does', async (t) => {
  const env = parseEnv({ PROXY_TIMEOUT_MS: '300000' });
  const options = serverTimeoutOptions(env);
  t.ok(options.connectionTimeout > env.PROXY_TIMEOUT_MS, 'socket idle limit above PROXY_TIMEOUT_MS');
  t.same([options.requestTimeout, options.http.headersTimeout, options.keepAliveTimeout], [60_000, 10_000, 72_000]);
  t.ok(options.http.connectionsCheckingInterval <= 1000, 'slow clients are looked at every second, not every 30 s');
});
