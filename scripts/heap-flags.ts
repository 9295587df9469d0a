/**
 * The V8 heap limits the console runs with (`npm start` and the Docker image), measured under
 * twice the overload the render cap admits (README, "Memory"): Node 24 lets the young
 * generation grow to 3 × 64 MB and the old space to a share of the machine's memory, so an
 * idle-looking process (about 35 MB live) still swelled to hundreds of MB of RSS.
 * The Dockerfile's NODE_OPTIONS carries the same flags; a unit test keeps them in step.
 */
export const HEAP_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=160'] as const;

/** The heap flags NODE_OPTIONS does not set itself: an operator's own value wins. */
export function heapFlagsMissingFrom(nodeOptions: string | undefined): string[] {
  const given = new Set((nodeOptions ?? '').split(/\s+/).map((option) => option.split('=')[0]?.replace(/_/g, '-')));
  return HEAP_FLAGS.filter((flag) => !given.has(flag.split('=')[0]));
}
