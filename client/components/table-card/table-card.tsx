import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';

// Constant styles (one class each, client/README "Styles and page weight").
const HEAD_SX = { pb: 1 } as const;
const HEAD_ROW_SX = { alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 } as const;

interface TableCardProps {
  title: ReactNode;
  caption: ReactNode;
  /** What stands beside the heading (the titles' "add" button); it wraps below on a narrow screen. */
  action?: ReactNode;
  testId?: string;
  /** The table, edge to edge under the heading, and whatever follows it (a pager, the request's form). */
  children: ReactNode;
}

/**
 * A card of the account pages that is one table: the heading with its caption, then the table
 * without the card's padding so its rows run to the card's edges.
 */
export function TableCard({ title, caption, action, testId, children }: TableCardProps) {
  const heading = <SectionHeading title={title} caption={caption} />;
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={HEAD_SX}>
        {action ? (
          <Stack direction="row" spacing={2} sx={HEAD_ROW_SX}>
            <div>{heading}</div>
            {action}
          </Stack>
        ) : (
          heading
        )}
      </CardContent>
      {children}
    </Card>
  );
}
