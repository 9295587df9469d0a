import type { ReactNode } from 'react';
import { outlinedCardRules } from './outlined-card-sx.ts';
import { themeStyled } from '#client/theme/theme-styled.ts';

/**
 * The looks of MUI's outlined Card with its CardContent, and of the Typography variants a
 * panel's heading uses, on plain elements under one class (issue 37): the overview's panels
 * were a Card, a CardContent and two to four Typographies each, every one serialised again on
 * every render and while hydrating.
 */
const PanelRoot = themeStyled('div', (theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...outlinedCardRules(theme),
    '&.panel-card-fill': { height: '100%' },
    '& > .panel-card-content': { padding: '16px 16px 24px' },
    '& .panel-card-title': { margin: 0, ...theme.typography.h6 },
    '& .panel-card-caption': { margin: 0, ...theme.typography.caption, color: palette.text.secondary },
    '& .panel-card-lead': { margin: 0, ...theme.typography.body2, color: palette.text.secondary },
    '& .panel-card-empty': { margin: 0, ...theme.typography.body1, color: palette.text.secondary, padding: '32px 0', textAlign: 'center' },
  } as const;
});

interface PanelCardProps {
  testId: string;
  /** Stretches to its grid cell's height, as the cards of one row do. */
  fill?: boolean;
  children: ReactNode;
}

/**
 * An outlined card whose content is plain markup: `PanelTitle`, `PanelCaption` and the
 * `panel-card-*` classes inside it take their looks from this one root.
 */
export function PanelCard({ testId, fill = false, children }: PanelCardProps) {
  return (
    <PanelRoot className={fill ? 'panel-card-fill' : undefined} data-testid={testId}>
      <div className="panel-card-content">{children}</div>
    </PanelRoot>
  );
}

/** The panel's title: an h2 under the page's h1, in the h6 look. */
export function PanelTitle({ children }: { children: ReactNode }) {
  return <h2 className="panel-card-title">{children}</h2>;
}

/**
 * The line under a title that says what the panel shows: the caption look, or the body2 look
 * (`lead`) where the panel explains itself in a sentence; `below` is the gap under it in the
 * theme's 8 px steps.
 */
export function PanelCaption({ children, lead = false, below = 0 }: { children: ReactNode; lead?: boolean; below?: number }) {
  return (
    <p className={lead ? 'panel-card-lead' : 'panel-card-caption'} style={below ? { marginBottom: below * 8 } : undefined}>
      {children}
    </p>
  );
}

/** A panel's message where it has nothing to draw ("No usage in the last 7 days"). */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <p className="panel-card-empty">{children}</p>;
}
