import { pipeline, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify';
import { CSV_FORMAT } from '#shared/format/csv-cell.ts';
import { createApiClient } from '#shared/api/client.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { ApiError, isUnauthorized } from '#shared/api/errors.ts';
import { gatewayFailureKind } from '#shared/api/gateway-failure.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { whenResponseGone } from '#server/overload/response-gone.ts';

/** Who asks for an export, or the status and message to refuse with. */
export type ExportCaller = { user: User } | { status: 401 | 502; message: string };

/**
 * Who is asking: the session plugin's check. When it says "guest" although credentials came,
 * its error tells a bad session (401, or upstream's 200 refusal) from a gateway that cannot
 * answer (502).
 */
export async function whoIsAsking(request: FastifyRequest, signInMessage: string): Promise<ExportCaller> {
  const user = await request.loadSession();
  if (user) return { user };
  const error = request.sessionError;
  if (!request.hasSessionCredentials || isUnauthorized(error) || (error instanceof ApiError && error.status === 200)) {
    return { status: 401, message: signInMessage };
  }
  return { status: 502, message: 'The gateway cannot be reached right now.' };
}

/** An export's refusal in the gateway's own envelope, never cached. */
export function envelope(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').header('cache-control', 'no-store').send({ success: false, message });
}

/** `<prefix>-YYYYMMDD-HHmmss.csv` (UTC). */
export function exportFileName(prefix: string, now: Date): string {
  return `${prefix}-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.csv`;
}

export interface CsvStream {
  /** What is exported, for the log line of a failure (`log export failed mid-stream`). */
  what: string;
  /** The header row, then one record per row, produced as the download takes them. */
  records: AsyncIterable<readonly unknown[]>;
  fileName: string;
  /** `X-Total-Count`: lets the browser show progress. */
  total: number;
  /** Aborted when the client left (a failure then is no error worth logging). */
  aborted: AbortSignal;
}

/**
 * Streams records as an RFC 4180 CSV download: BOM (so Excel reads the UTF-8), CRLF, not
 * compressed (the rows should leave as soon as they are written). A failure after the first
 * byte cannot become a status any more: the response is destroyed (by Fastify, seeing the
 * stream fail) so the download fails visibly instead of ending as a short file.
 */
export function sendCsv(request: FastifyRequest, reply: FastifyReply, stream: CsvStream): FastifyReply {
  const csv = stringify({ ...CSV_FORMAT, bom: true });
  const body = pipeline(Readable.from(stream.records), csv, (error) => {
    if (error && !stream.aborted.aborted) request.log.error({ err: error }, `${stream.what} export failed mid-stream`);
  });
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${stream.fileName}"`)
    .header('x-total-count', String(stream.total))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** Where an export's gateway calls go and how long each may take. */
export interface ExportGateway {
  gatewayUrl: string;
  /** Bound of each gateway call (a page, the session check), not of the whole download. */
  timeoutMs: number;
}

/**
 * The export's gateway client, made on first use with the caller's credentials, and the signal
 * that a closed connection (a cancelled download) fires: it stops the paging, a call in flight too.
 */
export function exportClient(
  request: FastifyRequest,
  reply: FastifyReply,
  gateway: ExportGateway,
): { api: () => ApiClient; aborted: AbortSignal } {
  const aborted = new AbortController();
  whenResponseGone(reply.raw, () => aborted.abort());
  let client: ApiClient | null = null;
  const api = () =>
    (client ??= createApiClient({
      baseUrl: gateway.gatewayUrl,
      headers: request.gatewayHeaders ?? {},
      timeoutMs: gateway.timeoutMs,
      signal: aborted.signal,
    }));
  return { api, aborted: aborted.signal };
}

/** How an export names itself when its first page fails. */
export interface FirstPageWording {
  /** The 401 message (the route's own sign-in line). */
  signIn: string;
  /** What failed, for the 501/502 message: "The gateway's order list". */
  list: string;
  /** What is exported, for the log line: "order export". */
  what: string;
}

/**
 * Page 1 of an export, fetched before answering (the download needs its total), or null once
 * its failure has been answered: a lost session 401, a role refusal 403 with the gateway's
 * words, an endpoint the gateway lacks 501, anything else 502.
 */
export async function firstPageOrRefusal<Page>(
  request: FastifyRequest,
  reply: FastifyReply,
  fetchFirst: () => Promise<Page>,
  wording: FirstPageWording,
): Promise<Page | null> {
  try {
    return await fetchFirst();
  } catch (error) {
    const kind = gatewayFailureKind(error);
    if (kind === 'signed-out') {
      envelope(reply, 401, wording.signIn);
      return null;
    }
    const detail = error instanceof Error ? error.message : String(error);
    if (kind === 'forbidden') {
      envelope(reply, 403, detail);
      return null;
    }
    request.log.warn({ err: error }, `${wording.what}: first page failed`);
    envelope(reply, kind === 'unsupported' ? 501 : 502, `${wording.list} failed: ${detail}`);
    return null;
  }
}
