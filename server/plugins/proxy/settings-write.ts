import type { Readable } from 'node:stream';
import { decodedAnswer, readAnswer } from './answer-encoding.ts';

/** The gateway's options: a write there can change every page (site name, logo, notice, sign-in). */
const SETTINGS_PATH = /^\/api\/option(?:\/|\?|$)/;

/** one-hub answers a settings write in a few hundred bytes; more than this is streamed on unread. */
const MAX_INSPECTED_BYTES = 64 * 1024;

/** A state-changing call to the gateway's options. */
export function isSettingsWrite(method: string, url: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && SETTINGS_PATH.test(url);
}

/** True only for the gateway's envelope of an accepted write, `{success: true, …}`. */
export function acceptedWrite(body: Buffer, encoding: string | undefined): boolean {
  try {
    const parsed: unknown = JSON.parse(decodedAnswer(body, encoding).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && 'success' in parsed && parsed.success === true;
  } catch {
    return false;
  }
}

/**
 * Reads the answer to a settings write before passing its bytes on unchanged, and calls
 * `onAccepted` first (and waits for it) when the gateway accepted the write: a refused one (HTTP 200 with
 * `success:false`, e.g. anyone without the role) changes nothing, so it must not empty the page
 * cache every visitor is served from. An answer too large to be one-hub's is passed on as it
 * streams, without the call.
 */
export async function inspectSettingsAnswer(
  answer: Readable,
  encoding: string | undefined,
  onAccepted: () => unknown,
): Promise<Buffer | Readable> {
  const read = await readAnswer(answer, MAX_INSPECTED_BYTES);
  if ('tooLarge' in read) return read.tooLarge;
  if (acceptedWrite(read.whole, encoding)) await onAccepted();
  return read.whole;
}
