import TablePagination, { tablePaginationClasses as classes } from '@mui/material/TablePagination';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/**
 * On a phone MUI's one-line toolbar ("rows per page", the size, "1–10 of 52", the two buttons)
 * is wider than the screen and scrolls inside itself, the next-page button past the edge
 * (issue 36 item 12): there it wraps, the buttons staying on the right, with less space between.
 */
const PAGER_SX = (theme: Theme) =>
  ({
    [theme.breakpoints.down('sm')]: {
      overflow: 'visible',
      [`& .${classes.toolbar}`]: { flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 1, px: 1, minHeight: 0, py: 0.5 },
      [`& .${classes.spacer}`]: { display: 'none' },
      [`& .${classes.input}`]: { mr: 1, ml: 0.5 },
      [`& .${classes.actions}`]: { ml: 0.5 },
    },
  }) as const;

interface PagePagerProps {
  total: number;
  /** 1-based, like the URL and the gateway (contract §1.4). */
  page: number;
  size: number;
  sizes: readonly number[];
  /** Called with the 1-based page. */
  onPage(page: number): void;
  onSize(size: number): void;
  testId?: string;
}

/**
 * The pager under a gateway list: MUI's 0-based pager over the gateway's 1-based pages, a page
 * past the end shown as the last one, labels from the `table` namespace (the route loads it);
 * `data-list-pager` marks it for the phone sweep (tests/e2e/phone-lists.spec.ts).
 */
export function PagePager({ total, page, size, sizes, onPage, onSize, testId }: PagePagerProps) {
  const { t } = useTranslation('table');
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(Math.max(0, page - 1), lastPage)}
      rowsPerPage={size}
      rowsPerPageOptions={[...sizes]}
      labelRowsPerPage={t('table:rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('table:displayedRows', { from, to, count })}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
      sx={PAGER_SX}
      data-list-pager=""
      data-testid={testId}
    />
  );
}
