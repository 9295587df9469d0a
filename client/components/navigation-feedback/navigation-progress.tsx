import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** The spec's progress bar parameters (section 9). */
export const PROGRESS = { minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleEveryMs: 800 } as const;

type Phase = { kind: 'hidden' } | { kind: 'running'; value: number } | { kind: 'done' };

/**
 * A thin bar at the top while the router loads the next page: it starts at 8 %, creeps on by
 * 2 % every 800 ms (never reaching the end on its own), and completes when the page is ready.
 */
export function NavigationProgress() {
  const { t } = useTranslation('components');
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>({ kind: 'hidden' });

  useEffect(() => {
    if (busy) {
      const trickle = setInterval(
        () =>
          setPhase((p) => ({
            kind: 'running',
            value: Math.min(0.994, (p.kind === 'running' ? p.value : PROGRESS.minimum) + PROGRESS.trickleRate),
          })),
        PROGRESS.trickleEveryMs,
      );
      return () => clearInterval(trickle);
    }
    const finish = setTimeout(() => setPhase((p) => (p.kind === 'hidden' ? p : { kind: 'done' })), 0);
    const hide = setTimeout(() => setPhase({ kind: 'hidden' }), PROGRESS.speedMs * 2);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [busy]);

  const value = busy ? (phase.kind === 'running' ? phase.value : PROGRESS.minimum) : phase.kind === 'done' ? 1 : null;
  if (value === null) return null;
  return (
    <Box
      role="progressbar"
      // A progressbar needs a name (axe `aria-progressbar-name`): the bar shows while a page loads.
      aria-label={t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      data-testid="navigation-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'primary.main',
        width: `${value * 100}%`,
        opacity: value >= 1 ? 0 : 1,
        transition: `width ${PROGRESS.speedMs}ms ease, opacity ${PROGRESS.speedMs}ms linear ${PROGRESS.speedMs}ms`,
      }}
    />
  );
}
