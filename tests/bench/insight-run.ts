import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { printRows } = await import('./bench-setup.ts');
const { benchInsight } = await import('./insight-bench.ts');

/** `npm run bench:insight`: only the traffic collection's rows of `npm run bench` (in this process, its own SQLite store). */
const result = await benchInsight();
for (const line of result.lines) process.stdout.write(`${line}\n`);
printRows(result.rows);
