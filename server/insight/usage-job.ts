import type { ApiClient } from '#shared/api/client.ts';
import { LogPageSchema } from '#shared/api/schemas/log.ts';
import type { Log } from '#shared/api/schemas/log.ts';
import type { Job } from '#server/scheduler/scheduler.ts';
import { addUsage, OVERLAP_SECONDS, startUsageCursor, usageCursor } from './usage-records.ts';

const PAGE_SIZE = 100;
/** At most this many pages per turn (10 000 rows): a backlog is caught up over several turns. */
const PAGES_PER_TURN = 100;

/**
 * The consume log summed per hour, user, key, model and channel (`insight_usage`), read behind a
 * time cursor that resumes where the last turn stopped, after a restart too: the first turn
 * starts it at its own time (the log before the console came is not summed), every turn after
 * reads the rows from the cursor (less a short overlap, de-duplicated by id) in time order, so
 * the log is never read again from its start. The gateway pages by offset: a turn reads its
 * pages from its own start time, and what it adds is checked against the cursor it began from.
 */
export function usageJob(options: { adminApi: ApiClient | null; onTurn?: (added: number) => void }): Job {
  return {
    name: 'insight-usage',
    async run(context) {
      const { adminApi } = options;
      if (!adminApi) return;
      const { db } = context.store;
      const cursor = await usageCursor(db);
      if (!cursor) {
        await startUsageCursor(db, Math.floor(context.now / 1000), context.now);
        return;
      }
      const rows: Log[] = [];
      for (let page = 1; page <= PAGES_PER_TURN; page++) {
        const answer = await adminApi.get('/api/log/', LogPageSchema, {
          log_type: 2,
          start_timestamp: Math.max(0, cursor.seconds - OVERLAP_SECONDS),
          order: 'created_at',
          page,
          size: PAGE_SIZE,
        });
        rows.push(...answer.data);
        if (answer.data.length < PAGE_SIZE || !context.stillLeader()) break;
      }
      if (!context.stillLeader()) return;
      const result = await addUsage(db, cursor, rows, context.now);
      if (result.added > 0) context.log.debug({ added: result.added }, 'insight: usage summed');
      options.onTurn?.(result.added);
    },
  };
}
