import type { FastifyInstance } from 'fastify';
import { ANALYTICS_EXPORT_PATH, ANALYTICS_STATE, rankQuery, resolveRange, utcDay } from '#shared/analytics/analytics-query.ts';
import { ROLE } from '#shared/access.ts';
import { UserRankPageSchema } from '#shared/api/schemas/analytics.ts';
import type { UserRankRow } from '#shared/api/schemas/analytics.ts';
import { safeCell } from '#shared/format/csv-cell.ts';
import { envelope, exportClient, firstPageOrRefusal, sendCsv, whoIsAsking } from '#server/export/csv-response.ts';
import type { ExportGateway } from '#server/export/csv-response.ts';
import { EXPORT_PAGE_SIZE, pagedRows } from '#server/export/paged-rows.ts';
import type { RowPage } from '#server/export/paged-rows.ts';

/** The CSV's columns after the rank: the ranking row's fields. */
const COLUMNS = [
  'user_id',
  'username',
  'quota',
  'request_count',
  'prompt_tokens',
  'completion_tokens',
  'request_time',
] as const satisfies readonly (keyof UserRankRow)[];

const SIGN_IN = 'Sign in to export analytics.';

// Ranked rows come by cost, not by id: id 0 keeps the pager's "ids only go down" check out of it.
type RankedRow = UserRankRow & { id: number };

/**
 * `GET /export/analytics-users.csv?<the Analytics page's range and user>` (operators and up): every user of
 * the range ranked by cost, streamed while the console pages through the gateway's
 * `/api/analytics/user_rank` (the double's extension) 100 at a time, like the order export. The
 * range is resolved here as the page resolves it (UTC days, `analytics-query.ts`).
 */
export async function analyticsExportRoutes(app: FastifyInstance, options: ExportGateway): Promise<void> {
  app.get(ANALYTICS_EXPORT_PATH, { compress: false }, async (request, reply) => {
    const { api, aborted } = exportClient(request, reply, options);
    const who = await whoIsAsking(request, SIGN_IN);
    if ('status' in who) return envelope(reply, who.status, who.message);
    // The analytics page's level (spec §6's lower one): the gateway decides past it.
    if (who.user.role < ROLE.operator) return envelope(reply, 403, 'Exporting analytics needs an operator or an admin.');
    const query = ANALYTICS_STATE.parse(new URL(request.url, 'http://console').searchParams);
    const range = resolveRange(query, Math.floor(Date.now() / 1000));
    const filter = rankQuery(range, query.userId);
    const fetchPage = async (page: number): Promise<RowPage<RankedRow>> => {
      const result = await api().get('/api/analytics/user_rank', UserRankPageSchema, { ...filter, page, size: EXPORT_PAGE_SIZE });
      return { data: result.data.map((row) => ({ ...row, id: 0 })), total_count: result.total_count };
    };

    const first = await firstPageOrRefusal(request, reply, () => fetchPage(1), {
      signIn: SIGN_IN,
      list: "The gateway's user ranking",
      what: 'analytics export',
    });
    if (first === null) return reply;

    const t = app.i18n.getFixedT(request.lng, 'analytics');
    const rows = pagedRows({
      first,
      fetchPage,
      rowKey: (row) => String(row.user_id),
      onStop: (reason) => request.log.warn({ reason, total: first.total_count }, 'analytics export stopped early'),
    });
    async function* records() {
      yield [t('csv.rank'), ...COLUMNS.map((column) => t(`csv.${column}`))];
      let rank = 0;
      for await (const row of rows) {
        rank += 1;
        // A username is text someone chose: defused like every exported name.
        yield [rank, ...COLUMNS.map((column) => (column === 'username' ? safeCell(row.username) : row[column]))];
      }
    }
    return sendCsv(request, reply, {
      what: 'analytics',
      records: records(),
      fileName: `analytics-users-${utcDay(range.start)}-${utcDay(range.end)}.csv`,
      total: first.total_count,
      aborted,
    });
  });
}
