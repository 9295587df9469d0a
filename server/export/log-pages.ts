import { z } from 'zod';
import { LogSchema } from '#shared/api/schemas/log.ts';
import { pagedRows } from './paged-rows.ts';
import type { PagedRowsOptions } from './paged-rows.ts';

export { EXPORT_PAGE_SIZE } from './paged-rows.ts';

/**
 * A page as the export reads it: the full row schema minus `metadata`, which the CSV does not
 * use and whose open-ended validation costs more than the rest of the row (measured: 10 ms vs
 * 3 ms per page of 100, i.e. seconds over a 50,000-row export). Unknown keys are dropped.
 */
export const ExportLogPageSchema = z.object({
  // The shared schemas are zod/mini (light in the browser); classic zod wraps their shape.
  data: z.array(z.object(LogSchema.shape).omit({ metadata: true })),
  total_count: z.int(),
});
export type ExportLogPage = z.infer<typeof ExportLogPageSchema>;
export type ExportLog = ExportLogPage['data'][number];

/** What identifies a row well enough to notice a gateway serving the same page again. */
function rowKey(row: ExportLog): string {
  return `${row.id}|${row.created_at}|${row.user_id}|${row.token_name}|${row.model_name}|${row.quota}|${row.content}`;
}

/** `pagedRows`' options for log pages (the row key is the logs' own). */
export type PagedLogRowsOptions = Omit<PagedRowsOptions<ExportLog>, 'rowKey'>;

/** Every log row of a filter, paged as `pagedRows` describes (logs of users have id 0: never skipped). */
export function pagedLogRows(options: PagedLogRowsOptions): AsyncGenerator<ExportLog> {
  return pagedRows({ ...options, rowKey });
}
