import type { ServerResponse } from 'node:http';

/**
 * Runs `onGone` once the response is closed (finished, failed or its client left): at once if
 * that has already happened. Node emits `close` only once, so a listener added after it, by a
 * step that ran while the session check or a queue was awaited, would wait forever, and
 * whatever it was meant to free (a render slot, the export's gateway paging) with it.
 */
export function whenResponseGone(response: ServerResponse, onGone: () => void): void {
  if (response.closed || response.destroyed) onGone();
  else response.once('close', onGone);
}
