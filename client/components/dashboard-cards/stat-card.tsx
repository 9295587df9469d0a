import type { ReactNode } from 'react';
import { outlinedCardRules } from './outlined-card-sx.ts';
import { themeStyled } from '#client/theme/theme-styled.ts';

interface StatCardProps {
  title: string;
  /** The figure; omitted when the card shows a message instead. */
  value?: string;
  caption?: ReactNode;
  testId: string;
  /** A sparkline, a gauge or a load message below the figure. */
  children?: ReactNode;
}

/**
 * The looks of MUI's outlined Card, its CardContent and the three Typography variants, on plain
 * elements under one class (issue 37): a card was six styled instances, serialised again for
 * each of the overview's seven cards on every render and while hydrating.
 */
const StatCardRoot = themeStyled('div', (theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...outlinedCardRules(theme),
    height: '100%',
    '& > .stat-card-content': {
      padding: '16px 16px 24px',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(0.5),
    },
    '& .stat-card-title': { margin: 0, ...theme.typography.subtitle2, color: palette.text.secondary },
    '& .stat-card-value': { margin: 0, ...theme.typography.h4, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
    '& .stat-card-caption': { margin: 0, ...theme.typography.caption, color: palette.text.secondary },
    // Pushed to the bottom so sparklines line up across cards of unequal text.
    '& .stat-card-below': { marginTop: 'auto', paddingTop: theme.spacing(1) },
  } as const;
});

/** One figure with its title, an optional caption and something below it. */
export function StatCard({ title, value, caption, testId, children }: StatCardProps) {
  return (
    <StatCardRoot data-testid={`${testId}-card`}>
      <div className="stat-card-content">
        <h2 className="stat-card-title">{title}</h2>
        {value !== undefined ? (
          <p className="stat-card-value" data-testid={testId}>
            {/* Isolated so "0 / 600 RPM" keeps its order inside right-to-left text. */}
            <bdi>{value}</bdi>
          </p>
        ) : null}
        {caption ? <span className="stat-card-caption">{caption}</span> : null}
        {children ? <div className="stat-card-below">{children}</div> : null}
      </div>
    </StatCardRoot>
  );
}
