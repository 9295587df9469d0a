import { connect } from 'node:net';
import type { Socket } from 'node:net';

/** A response read off a raw socket: the status and the body after the headers. */
export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

function parse(received: string): RawResponse {
  // Interim answers (100 Continue) come before the real one.
  const text = received.replace(/^(HTTP\/1\.1 1\d\d[^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/, '');
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: end === -1 ? '' : text.slice(end + 4) };
}

/** Opens a socket to `base` (http://host:port) and resolves once connected. */
export function openSocket(base: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Writes `head` (request line and headers, without the blank line) and `chunks` as they are, for
 * requests fetch would not send (hop-by-hop headers, hand-made chunked bodies), and reads the
 * response until the server closes the connection.
 */
export async function rawRequest(base: string, head: string, chunks: (string | Buffer)[] = []): Promise<RawResponse> {
  const socket = await openSocket(base);
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    // The server may close while a large body is still being written; the answer counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      if (!text) reject(new Error('the connection closed without an answer'));
      else resolve(parse(text));
    });
    socket.write(`${head.replaceAll('\n', '\r\n')}\r\n\r\n`);
    for (const chunk of chunks) socket.write(chunk);
  });
}

/** A chunked-encoding frame of `data` (and the last, empty frame when `data` is empty). */
export function chunk(data: string | Buffer): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
}
