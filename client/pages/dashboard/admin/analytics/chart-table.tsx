import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import { cellLabel, STACKED_ON_PHONE_SX } from '#client/components/table/stacked-table.ts';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** One column of a chart's table: a series' label and its value per day. */
export interface TableColumn {
  id: string;
  label: string;
  values: readonly string[];
}

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
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" sx={STACKED_ON_PHONE_SX}>
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('chart.day')}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.id} component="th" scope="col" align="right">
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day, index) => (
              <TableRow key={day}>
                <TableCell component="th" scope="row" {...cellLabel(t('chart.day'))}>
                  {day}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }} {...cellLabel(column.label)}>
                    {column.values[index] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
