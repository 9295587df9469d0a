import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatCardProps {
  title: string;
  /** The figure; omitted when the card shows a message instead. */
  value?: string;
  caption?: ReactNode;
  testId: string;
  /** A sparkline, a gauge or a load message below the figure. */
  children?: ReactNode;
}

/** One figure with its title, an optional caption and something below it. */
export function StatCard({ title, value, caption, testId, children }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`${testId}-card`}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
          {title}
        </Typography>
        {value !== undefined ? (
          <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} data-testid={testId}>
            {/* Isolated so "0 / 600 RPM" keeps its order inside right-to-left text. */}
            <bdi>{value}</bdi>
          </Typography>
        ) : null}
        {caption ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        ) : null}
        {/* Pushed to the bottom so sparklines line up across cards of unequal text. */}
        {children ? <Box sx={{ mt: 'auto', pt: 1 }}>{children}</Box> : null}
      </CardContent>
    </Card>
  );
}
