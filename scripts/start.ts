import { assertNode24 } from '../server/runtime.ts';

assertNode24();

// npm start = build when the sources changed since the last build, then serve that build.
const { spawn } = await import('node:child_process');
const { join } = await import('node:path');
const { buildConsole, buildIsCurrent } = await import('./build-console.ts');
const { heapFlagsMissingFrom } = await import('./heap-flags.ts');
if (!buildIsCurrent()) await buildConsole();

// V8 reads heap limits only at start, so the server runs as a child with them (the build above
// keeps Node's defaults). Flags on the command line would beat NODE_OPTIONS, so a limit the
// operator set there is not passed again.
const server = spawn(process.execPath, [...heapFlagsMissingFrom(process.env.NODE_OPTIONS), join(import.meta.dirname, '..', 'server', 'main.ts')], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
