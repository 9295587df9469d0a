/** Deaths further apart than this do not count towards a crash loop. */
const WINDOW_MS = 60_000;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before replacing a worker that died: at once for a single death, then
 * doubling from half a second with each further death within a minute, up to 30 s, so a worker
 * that crashes at start (a broken gateway certificate, a bad build) does not spin the CPU.
 */
export class RespawnBackoff {
  private deaths: number[] = [];

  /** Records a death at `now` and returns the delay before its replacement starts, in ms. */
  delayAfterDeath(now: number): number {
    this.deaths = [...this.deaths.filter((at) => now - at < WINDOW_MS), now];
    const recent = this.deaths.length;
    return recent <= 1 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (recent - 2));
  }
}
