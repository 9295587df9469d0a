import { styled } from '@mui/material/styles';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * How many of the grid's twelve columns a cell spans from a width up; below the first named
 * width every cell spans all twelve (a phone shows one card per row).
 */
const SPANS = {
  full: {},
  third: { sm: 4 },
  quarter: { sm: 6, lg: 3 },
  wide: { lg: 8 },
  narrow: { lg: 4 },
  'half-then-third': { md: 6, lg: 4 },
} as const satisfies Record<string, Partial<Record<Breakpoint, number>>>;

export type OverviewSpan = keyof typeof SPANS;

const FROM: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

/** What MUI's Grid makes a cell of `span` columns: its share of the row less the gaps it does not cover. */
const width = (span: number) => `calc(100% * ${span} / 12 - (12 - ${span}) * (var(--overview-gap) / 12))`;

/**
 * The overview's twelve-column layout with plain elements for cells (issue 37): MUI's Grid was a
 * styled instance per card (fifteen), each serialising its responsive widths again on every
 * render and while hydrating. The rules are Grid's own (a wrapping row, its gap of 2, then 3
 * from `md` up, and its width formula), so every card keeps its place to the pixel.
 */
const GridRoot = styled('div')(({ theme }) => {
  const cellsFrom = (from: Breakpoint) =>
    Object.fromEntries(
      Object.entries(SPANS).flatMap(([name, spans]: [string, Partial<Record<Breakpoint, number>>]) => {
        const span = spans[from];
        return span === undefined ? [] : [[`& > .overview-cell-${name}`, { width: width(span) }]];
      }),
    );
  return {
    '--overview-gap': theme.spacing(2),
    display: 'flex',
    flexWrap: 'wrap',
    minWidth: 0,
    boxSizing: 'border-box',
    gap: 'var(--overview-gap)',
    '& > .overview-cell': { flexGrow: 0, flexBasis: 'auto', width: width(12), minWidth: 0, boxSizing: 'border-box' },
    // Ascending, so a wider width's span wins where several apply.
    ...Object.fromEntries(
      FROM.map((from) => [
        theme.breakpoints.up(from),
        { ...(from === 'md' ? { '--overview-gap': theme.spacing(3) } : {}), ...cellsFrom(from) },
      ]),
    ),
  };
});

export function OverviewGrid({ children }: { children: ReactNode }) {
  return <GridRoot>{children}</GridRoot>;
}

/** One card's place in the overview grid. */
export function OverviewCell({ span, children }: { span: OverviewSpan; children: ReactNode }) {
  return <div className={`overview-cell overview-cell-${span}`}>{children}</div>;
}
