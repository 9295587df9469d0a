import TableBody from '@mui/material/TableBody';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import type { Log } from '#shared/api/schemas/log.ts';
import type { LogColumn } from './log-columns.ts';
import { LOG_BODY_SX, LogRow } from './log-row.tsx';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/** From this many rows on, only the ones near the screen are in the page. */
export const VIRTUAL_FROM = 200;

/** A desktop row's height before it is measured (a phone card is taller; measured at once). */
const ESTIMATED_ROW_PX = 41;
const OVERSCAN = 10;

interface VirtualLogRowsProps {
  rows: Log[];
  columns: LogColumn[];
  money: QuotaDisplay;
  timeZone: string;
  /** The table's head: the rows start below it. */
  head: RefObject<HTMLTableSectionElement | null>;
}

/** An empty row standing for the rows out of view, so the scroll bar keeps the list's length. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}

/**
 * A long log (older rows loaded by cursor) with only the rows near the window's view rendered
 * (TanStack Virtual, the page scrolls as a whole). Each entry is its own `<tbody>` (its row and
 * its detail), so an opened detail is measured with its row; the body style is the same one
 * class as the short list's. Browser only: the server renders one page, never this many rows.
 */
export function VirtualLogRows({ rows, columns, money, timeZone, head }: VirtualLogRowsProps) {
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the rows start in the page, again whenever the page's size changes (a notice or the
  // filters above, the rows themselves); the observer's first call gives the first figure.
  useLayoutEffect(() => {
    const observer = new ResizeObserver(() => {
      const bottom = head.current?.getBoundingClientRect().bottom;
      if (bottom !== undefined) setScrollMargin(Math.round(bottom + window.scrollY));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [head]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? scrollMargin) - scrollMargin;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? scrollMargin) - scrollMargin);
  return (
    <>
      <Spacer height={before} colSpan={columns.length} />
      {items.map((item) => {
        const row = rows[item.index] as Log;
        return (
          <TableBody key={item.key} sx={LOG_BODY_SX} data-index={item.index} ref={virtualizer.measureElement}>
            <LogRow row={row} columns={columns} money={money} timeZone={timeZone} rowIndex={item.index + 2} />
          </TableBody>
        );
      })}
      <Spacer height={after} colSpan={columns.length} />
    </>
  );
}
