import type { FastifyInstance } from 'fastify';
import { ROLE } from '#shared/access.ts';
import { isUnauthorized } from '#shared/api/errors.ts';
import { StatusSchema } from '#shared/api/schemas/status.ts';
import { TIME_ZONE_COOKIE, validTimeZone } from '#shared/format/date.ts';
import { DEFAULT_QUOTA_PER_UNIT } from '#shared/format/price.ts';
import { parseLogFilters } from '#shared/logs/log-filters.ts';
import { LOG_EXPORT_PATH, logListPath, logListQuery } from '#shared/logs/log-query.ts';
import { createTimeFormatter, logCsvColumns, logCsvRecord } from '#server/export/log-csv.ts';
import type { LogCsvContext } from '#server/export/log-csv.ts';
import { EXPORT_PAGE_SIZE, ExportLogPageSchema, pagedLogRows } from '#server/export/log-pages.ts';
import type { ExportLogPage } from '#server/export/log-pages.ts';
import { envelope, exportClient, exportFileName, sendCsv, whoIsAsking } from '#server/export/csv-response.ts';
import type { ExportGateway } from '#server/export/csv-response.ts';

/**
 * `GET /export/logs.csv?<the logs page's filter>`: the filter's rows as CSV, streamed while the
 * console pages through the gateway's own log API (so it works against an unmodified one-hub).
 * Admins export `/api/log/`, others `/api/log/self`. Nothing is buffered beyond one page: the
 * next page is fetched only when the download has taken the previous rows.
 */
export async function logExportRoutes(app: FastifyInstance, options: ExportGateway): Promise<void> {
  // Not compressed: the rows should leave as soon as they are written (the browser shows
  // progress), and a compressor would hold them back in its window.
  app.get(LOG_EXPORT_PATH, { compress: false }, async (request, reply) => {
    const { api, aborted } = exportClient(request, reply, options);
    const who = await whoIsAsking(request, 'Sign in to export logs.');
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
    async function* records() {
      yield columns.map((key) => t(`csv.${key}`));
      for await (const row of rows) yield logCsvRecord(row, context);
    }
    return sendCsv(request, reply, {
      what: 'log',
      records: records(),
      fileName: exportFileName('logs', new Date()),
      total: first.total_count,
      aborted,
    });
  });
}
