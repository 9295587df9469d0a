import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A card with a title, a caption and a chart (or a message) below. */
export function ChartCard({ title, caption, testId, children }: { title: string; caption: string; testId: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          {caption}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
