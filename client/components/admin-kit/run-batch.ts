/** How a batch of calls ended: how many succeeded, and the first refusal's message. */
export interface BatchOutcome {
  done: number;
  failed: number;
  firstError: string | null;
}

/**
 * Runs one gateway call per item, one after another (the gateway has no batch endpoint for
 * these lists, and parallel calls would race one another's checks), and counts the outcome;
 * a refusal does not stop the rest.
 */
export async function runBatch<T>(
  items: readonly T[],
  call: (item: T) => Promise<unknown>,
  messageOf: (error: unknown) => string,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { done: 0, failed: 0, firstError: null };
  for (const item of items) {
    try {
      await call(item);
      outcome.done += 1;
    } catch (error) {
      outcome.failed += 1;
      outcome.firstError ??= messageOf(error);
    }
  }
  return outcome;
}
