import { assertNode24 } from '../server/runtime.ts';

assertNode24();

// npm start = build when the sources changed since the last build, then serve that build.
const { buildConsole, buildIsCurrent } = await import('./build-console.ts');
if (!buildIsCurrent()) await buildConsole();
await import('../server/main.ts');
