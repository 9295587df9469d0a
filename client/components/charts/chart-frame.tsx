import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { startTransition, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

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
  const shown = useShownAfterHydration();
  // Busy until the chart is there: assistive technology (and the e2e sweeps) wait for it.
  const skeleton = <Skeleton variant="rounded" width="100%" height={height} animation="wave" aria-busy="true" />;
  return (
    <Box role="figure" aria-label={label} data-testid={testId} sx={{ height, width: '100%', minWidth: 0, position: 'relative' }}>
      {/* The lazily loaded chart library suspends on first use: the skeleton stays until it is there. */}
      {shown ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </Box>
  );
}

/**
 * True at once on a page reached by client navigation; after hydration, true in a transition of
 * its own: the charts (their chunks' requests, the library's first render) wait until the page
 * is hydrated and usable instead of lengthening the hydration's last task (the overview's nine
 * chart chunks were requested before it ended).
 */
function useShownAfterHydration(): boolean {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !shown) startTransition(() => setShown(true));
  }, [hydrated, shown]);
  return shown;
}
