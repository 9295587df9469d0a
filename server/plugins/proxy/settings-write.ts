import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** The gateway's options: a write there can change every page (site name, logo, notice, sign-in). */
const SETTINGS_PATH = /^\/api\/option(?:\/|\?|$)/;

/** one-hub answers a settings write in a few hundred bytes; more than this is streamed on unread. */
const MAX_INSPECTED_BYTES = 64 * 1024;

/** A state-changing call to the gateway's options. */
export function isSettingsWrite(method: string, url: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && SETTINGS_PATH.test(url);
}

/** The answer's bytes as sent (one-hub's API may gzip them). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case '':
    case 'identity':
      return body;
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      throw new Error(`unknown content-encoding ${encoding}`);
  }
}

/** True only for the gateway's envelope of an accepted write, `{success: true, …}`. */
export function acceptedWrite(body: Buffer, encoding: string | undefined): boolean {
  try {
    const parsed: unknown = JSON.parse(decoded(body, encoding).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && 'success' in parsed && parsed.success === true;
  } catch {
    return false;
  }
}

/**
 * Reads the answer to a settings write before passing its bytes on unchanged, and calls
 * `onAccepted` first when the gateway accepted the write: a refused one (HTTP 200 with
 * `success:false`, e.g. anyone without the role) changes nothing, so it must not empty the page
 * cache every visitor is served from. An answer too large to be one-hub's is passed on as it
 * streams, without the call.
 */
export async function inspectSettingsAnswer(
  answer: Readable,
  encoding: string | undefined,
  onAccepted: () => void,
): Promise<Buffer | Readable> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator: AsyncIterator<unknown> = answer[Symbol.asyncIterator]();
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(String(next.value));
    chunks.push(chunk);
    size += chunk.length;
    if (size > MAX_INSPECTED_BYTES) {
      return Readable.from(
        (async function* rest() {
          yield* chunks;
          for (;;) {
            const more = await iterator.next();
            if (more.done) return;
            yield more.value;
          }
        })(),
      );
    }
  }
  const body = Buffer.concat(chunks);
  if (acceptedWrite(body, encoding)) onAccepted();
  return body;
}
