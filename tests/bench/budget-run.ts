import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { printRows, signInCookie, startDouble } = await import('./bench-setup.ts');
const { benchBudgets } = await import('./budget-bench.ts');

/**
 * `npm run bench:budgets`: only the budget rows of `npm run bench` (the double in its own
 * process and one turn of the budget job here; BENCH_BUDGET_KEYS=N for another number of keys).
 */
const gateway = await startDouble();
try {
  const result = await benchBudgets({
    gatewayUrl: gateway.url,
    gatewayPid: gateway.child.pid ?? 0,
    cookie: await signInCookie(gateway.url),
    keys: Number(process.env.BENCH_BUDGET_KEYS ?? 10_000),
  });
  for (const line of result.lines) process.stdout.write(`${line}\n`);
  printRows(result.rows);
} finally {
  await gateway.stop();
}
