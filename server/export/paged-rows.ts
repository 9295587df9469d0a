/** The gateway's largest page (contract §1.4). */
export const EXPORT_PAGE_SIZE = 100;

/** A page of a gateway list as an export reads it. */
export interface RowPage<Row> {
  data: Row[];
  total_count: number;
}

export interface PagedRowsOptions<Row extends { id: number }> {
  /** Page 1, already fetched (the route needs its total before answering). */
  first: RowPage<Row>;
  fetchPage: (page: number) => Promise<RowPage<Row>>;
  /** What identifies a row well enough to notice a gateway serving the same page again. */
  rowKey: (row: Row) => string;
  /** Called once when paging stops early for a reason other than the end of the data. */
  onStop?: (reason: 'repeated-page' | 'total-reached') => void;
}

/**
 * Every row of a filter, page after page (size 100, one request at a time, the next one only
 * when the consumer asks for more rows, so a slow download slows the paging instead of filling
 * memory). Stops at a short page, at `total_count` rows, or when a page starts with the same row
 * as page 1 (a gateway that ignores `page` would otherwise be paged forever). Rows with an id
 * (lists ordered by id descending) that are not below the last one are skipped: rows written
 * during the export push older ones onto the next page, which would repeat them.
 */
export async function* pagedRows<Row extends { id: number }>(options: PagedRowsOptions<Row>): AsyncGenerator<Row> {
  const { first, fetchPage, rowKey } = options;
  const total = first.total_count;
  const firstKey = first.data[0] ? rowKey(first.data[0]) : null;
  let sent = 0;
  let lastId = Number.POSITIVE_INFINITY;
  let current = first;
  for (let page = 1; ; page += 1) {
    if (page > 1) {
      current = await fetchPage(page);
      if (firstKey !== null && current.data[0] && rowKey(current.data[0]) === firstKey) {
        options.onStop?.('repeated-page');
        return;
      }
    }
    for (const row of current.data) {
      if (row.id > 0) {
        if (row.id >= lastId) continue;
        lastId = row.id;
      }
      if (sent >= total) {
        options.onStop?.('total-reached');
        return;
      }
      sent += 1;
      yield row;
    }
    if (current.data.length < EXPORT_PAGE_SIZE || sent >= total) return;
  }
}
