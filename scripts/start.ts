import { assertNode24 } from '#server/runtime.ts';

assertNode24();

// npm start = build when the sources changed since the last build, then serve that build.
const { spawn } = await import('node:child_process');
const { join } = await import('node:path');
const { buildConsole, buildIsCurrent } = await import('./build-console.ts');
const { heapFlagsMissingFrom } = await import('./heap-flags.ts');
const { compileCacheEnv, compileCacheIsCurrent, warmCompileCache } = await import('./compile-cache.ts');
if (!buildIsCurrent()) await buildConsole();
// Server sources edited since the build: refill the cache, or this start would load the stripper.
else if (!process.env.NODE_COMPILE_CACHE && !compileCacheIsCurrent()) await warmCompileCache();

// V8 reads heap limits only at start, so the server runs as a child with them (the build above
// keeps Node's defaults). Flags on the command line would beat NODE_OPTIONS, so a limit the
// operator set there is not passed again. With WORKERS > 1 the server is a cluster primary, and
// its workers inherit these flags (cluster.fork passes process.execArgv on).
const server = spawn(
  process.execPath,
  [...heapFlagsMissingFrom(process.env.NODE_OPTIONS), join(import.meta.dirname, '..', 'server', 'main.ts')],
  {
    stdio: 'inherit',
    // npm start is read by a person: the servers' JSON lines from "warn" up unless LOG_LEVEL says
    // otherwise (the image and `node server/main.ts` keep "info").
    env: { LOG_LEVEL: 'warn', ...process.env, ...compileCacheEnv(process.env) },
  },
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
