import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';

/**
 * A gateway answer's bytes as the gateway meant them, undoing its `Content-Encoding` (one-hub's
 * API gzips; a browser also offers br and zstd, which a proxy in front of the gateway may use).
 * Throws on an encoding it cannot undo or bytes that are not so encoded.
 */
export function decodedAnswer(body: Buffer, encoding: string | undefined): Buffer {
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
    case 'zstd':
      return zstdDecompressSync(body);
    default:
      throw new Error(`unknown content-encoding ${encoding}`);
  }
}

/** What `readAnswer` found: the whole answer, or more than the limit (the rest still to stream). */
export type ReadAnswer = { whole: Buffer } | { tooLarge: Readable };

/**
 * Reads an answer whole, up to `limitBytes`; beyond it, a stream of every byte (those read and
 * the rest), so a caller that cannot inspect it may still pass it on unchanged or refuse it.
 */
export async function readAnswer(answer: Readable, limitBytes: number): Promise<ReadAnswer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator: AsyncIterator<unknown> = answer[Symbol.asyncIterator]();
  for (;;) {
    const next = await iterator.next();
    if (next.done) return { whole: Buffer.concat(chunks) };
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(String(next.value));
    chunks.push(chunk);
    size += chunk.length;
    if (size > limitBytes) {
      return {
        tooLarge: Readable.from(
          (async function* rest() {
            yield* chunks;
            for (;;) {
              const more = await iterator.next();
              if (more.done) return;
              yield more.value;
            }
          })(),
        ),
      };
    }
  }
}
