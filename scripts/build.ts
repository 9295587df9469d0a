import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole } = await import('./build-console.ts');
await buildConsole();
