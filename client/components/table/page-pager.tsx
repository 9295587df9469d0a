import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

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
 * past the end shown as the last one, labels from the `table` namespace (the route loads it).
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
      data-testid={testId}
    />
  );
}
