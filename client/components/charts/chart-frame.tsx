import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useAfterHydration } from '#client/context/use-hydrated.ts';

interface ChartFrameProps {
  /** The chart's height in pixels; the frame keeps it so nothing moves when the chart appears. */
  height: number;
  /** What the chart shows, for screen readers (the SVG itself is not described). */
  label: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A fixed-height box that shows a skeleton on the server and during hydration, and the chart
 * afterwards: charts measure their container, which the server cannot, so rendering them there
 * would make the hydrating client disagree with the HTML. Use it with the lazy chart components
 * (lazy-charts.ts), which it suspends for.
 */
export function ChartFrame({ height, label, children, testId }: ChartFrameProps) {
  const shown = useAfterHydration();
  // Busy until the chart is there: assistive technology (and the e2e sweeps) wait for it.
  const skeleton = <Skeleton variant="rounded" width="100%" height={height} animation="wave" aria-busy="true" />;
  return (
    <Box role="figure" aria-label={label} data-testid={testId} sx={{ height, width: '100%', minWidth: 0, position: 'relative' }}>
      {/* The lazily loaded chart library suspends on first use: the skeleton stays until it is there. */}
      {shown ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </Box>
  );
}
