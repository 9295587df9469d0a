import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import { cellLabel, STACKED_ON_PHONE_SX } from '#client/components/table/stacked-table.ts';
import { PlainTableBody, PlainTableHead } from '#client/components/table/plain-rows.tsx';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** One column of a chart's table: a series' label and its value per day. */
export interface TableColumn {
  id: string;
  label: string;
  values: readonly string[];
}

/**
 * The rows are plain `<tr>`/`<th>`/`<td>` styled once by their head and body (PlainTableHead,
 * PlainTableBody): a chart's table has a row per day and a cell per series, and TableRow and
 * TableCell wrote four class names on every one (about 40 KB of the analytics page's HTML).
 */
const TABLE_SX = [STACKED_ON_PHONE_SX, { '& > tbody td': { fontVariantNumeric: 'tabular-nums' } }] as const;
/**
 * Every figure is right-aligned, so the table's frame says so once, not a `data-align` on each
 * of its 50 cells (4 KB of the analytics page). Not in TABLE_SX: a rule there would be a second
 * copy of the stacked table's whole class beside the ranking's.
 */
const FRAME_SX = { overflowX: 'auto', mt: 1, '& td, & thead th + th': { textAlign: 'right' } } as const;

/**
 * A chart's figures as a table behind a disclosure (native `<details>`: keyboard and screen
 * reader friendly, no script): the text alternative of the drawing, one row per day.
 */
export function ChartTable({
  caption,
  days,
  columns,
  testId,
}: {
  caption: string;
  days: readonly string[];
  columns: readonly TableColumn[];
  testId: string;
}) {
  const { t } = useTranslation('analytics');
  return (
    <Box component="details" sx={{ mt: 1 }} data-testid={testId}>
      <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', color: 'primary.main', width: 'fit-content' }}>
        {t('chart.table')}
      </Typography>
      <Box sx={FRAME_SX}>
        <Table size="small" sx={TABLE_SX}>
          <caption>{caption}</caption>
          <PlainTableHead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </PlainTableHead>
          <PlainTableBody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row" {...cellLabel(t('chart.day'))}>
                  {day}
                </th>
                {columns.map((column) => (
                  <td key={column.id} {...cellLabel(column.label)}>
                    {column.values[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </PlainTableBody>
        </Table>
      </Box>
    </Box>
  );
}
