import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

interface EmptyRowProps {
  colSpan: number;
  /** A failure reads as an alert, in the error colour. */
  error?: boolean;
  testId?: string;
  children: ReactNode;
}

/** The one row a table shows when it has nothing to list, or could not load. */
export function EmptyRow({ colSpan, error = false, testId, children }: EmptyRowProps) {
  return (
    <TableRow>
      <TableCell
        colSpan={colSpan}
        align="center"
        sx={{ py: 6, color: error ? 'error.main' : 'text.secondary' }}
        role={error ? 'alert' : undefined}
        data-testid={testId}
        data-empty=""
      >
        {children}
      </TableCell>
    </TableRow>
  );
}
