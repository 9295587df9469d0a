import { pipeline, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify';
import { ROLE } from '../../shared/access.ts';
import { createApiClient } from '../../shared/api/client.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { ApiError, isUnauthorized } from '../../shared/api/errors.ts';
import { StatusSchema } from '../../shared/api/schemas/status.ts';
import type { User } from '../../shared/api/schemas/user.ts';
import { TIME_ZONE_COOKIE, validTimeZone } from '../../shared/format/date.ts';
import { DEFAULT_QUOTA_PER_UNIT } from '../../shared/format/price.ts';
import { parseLogFilters } from '../../shared/logs/log-filters.ts';
import { LOG_EXPORT_PATH, logListPath, logListQuery } from '../../shared/logs/log-query.ts';
import { createTimeFormatter, logCsvColumns, logCsvRecord } from '../export/log-csv.ts';
import type { LogCsvContext } from '../export/log-csv.ts';
import { EXPORT_PAGE_SIZE, ExportLogPageSchema, pagedLogRows } from '../export/log-pages.ts';
import type { ExportLogPage } from '../export/log-pages.ts';

interface LogExportOptions {
  gatewayUrl: string;
  /** Bound of each gateway call (a page, the session check), not of the whole download. */
  timeoutMs: number;
}

type Outcome = { user: User } | { status: 401 | 502; message: string };

/**
 * Who is asking: the session plugin's check. When it says "guest" although credentials came,
 * its error tells a bad session (401, or upstream's 200 refusal) from a gateway that cannot
 * answer (502).
 */
async function whoIsAsking(request: FastifyRequest): Promise<Outcome> {
  const user = await request.loadSession();
  if (user) return { user };
  const error = request.sessionError;
  if (!request.hasSessionCredentials || isUnauthorized(error) || (error instanceof ApiError && error.status === 200)) {
    return { status: 401, message: 'Sign in to export logs.' };
  }
  return { status: 502, message: 'The gateway cannot be reached right now.' };
}

function envelope(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').header('cache-control', 'no-store').send({ success: false, message });
}

function filename(now: Date): string {
  return `logs-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.csv`;
}

/**
 * `GET /export/logs.csv?<the logs page's filter>`: the filter's rows as CSV, streamed while the
 * console pages through the gateway's own log API (so it works against an unmodified one-hub).
 * Admins export `/api/log/`, others `/api/log/self`. Nothing is buffered beyond one page: the
 * next page is fetched only when the download has taken the previous rows.
 */
export async function logExportRoutes(app: FastifyInstance, options: LogExportOptions): Promise<void> {
  // Not compressed: the rows should leave as soon as they are written (the browser shows
  // progress), and a compressor would hold them back in its window.
  app.get(LOG_EXPORT_PATH, { compress: false }, async (request, reply) => {
    const aborted = new AbortController();
    // A closed connection (cancelled download) stops the paging, including a call in flight.
    reply.raw.on('close', () => aborted.abort());
    let client: ApiClient | null = null;
    const api = () =>
      (client ??= createApiClient({
        baseUrl: options.gatewayUrl,
        headers: request.gatewayHeaders ?? {},
        timeoutMs: options.timeoutMs,
        signal: aborted.signal,
      }));

    const who = await whoIsAsking(request);
    if ('status' in who) return envelope(reply, who.status, who.message);
    const isAdmin = who.user.role >= ROLE.admin;
    const filters = parseLogFilters(new URL(request.url, 'http://console').searchParams, isAdmin);
    const path = logListPath(isAdmin);
    // The gateway's default order (id descending) is unique, so pages never overlap or skip.
    const fetchPage = (page: number): Promise<ExportLogPage> =>
      api().get(path, ExportLogPageSchema, { ...logListQuery({ ...filters, page, size: EXPORT_PAGE_SIZE, order: '' }, isAdmin) });

    let first: ExportLogPage;
    let quotaPerUnit: number;
    try {
      const [page, status] = await Promise.all([
        fetchPage(1),
        api()
          .get('/api/status', StatusSchema)
          .catch(() => null),
      ]);
      first = page;
      quotaPerUnit = status?.quota_per_unit ?? DEFAULT_QUOTA_PER_UNIT;
    } catch (error) {
      if (isUnauthorized(error)) return envelope(reply, 401, 'Sign in to export logs.');
      const detail = error instanceof Error ? error.message : String(error);
      request.log.warn({ err: error }, 'log export: first page failed');
      return envelope(reply, 502, `The gateway's log list failed: ${detail}`);
    }

    const t = app.i18n.getFixedT(request.lng, 'log');
    const typeLabels = new Map<number, string>();
    const context: LogCsvContext = {
      isAdmin,
      formatTime: createTimeFormatter(validTimeZone(request.cookies[TIME_ZONE_COOKIE])),
      quotaPerUnit,
      typeLabel: (type) => {
        let label = typeLabels.get(type);
        if (label === undefined) typeLabels.set(type, (label = t(`type.${type}`, { defaultValue: String(type) })));
        return label;
      },
      yes: t('csv.yes'),
      no: t('csv.no'),
    };
    const columns = logCsvColumns(isAdmin);
    const rows = pagedLogRows({
      first,
      fetchPage,
      onStop: (reason) => request.log.warn({ reason, total: first.total_count }, 'log export stopped early'),
    });
    const records = Readable.from(
      (async function* records() {
        yield columns.map((key) => t(`csv.${key}`));
        for await (const row of rows) yield logCsvRecord(row, context);
      })(),
    );
    // BOM so Excel opens the UTF-8 (Chinese names, content) correctly; CRLF as RFC 4180 has it.
    const csv = stringify({ bom: true, record_delimiter: 'windows' });
    const body = pipeline(records, csv, (error) => {
      // A failure after the first byte cannot become a status any more: the response is
      // destroyed (by Fastify, seeing the stream fail) so the download fails visibly.
      if (error && !aborted.signal.aborted) request.log.error({ err: error }, 'log export failed mid-stream');
    });
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename(new Date())}"`)
      .header('x-total-count', String(first.total_count))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}
