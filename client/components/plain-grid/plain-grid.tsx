import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { themeStyled } from '#client/theme/theme-styled.ts';

/** How many of twelve columns a cell spans from a width up; below its first width a cell spans all twelve. */
export type CellSpans = Readonly<Partial<Record<Exclude<Breakpoint, 'xs'>, number>>>;

/** The gap between cells in theme spacing units, below `md` and from `md` up. */
export interface GridSpacing {
  xs: number;
  md?: number;
}

const FROM = ['sm', 'md', 'lg', 'xl'] as const;

/** What MUI's Grid makes a cell of `span` columns: its share of the row less the gaps it does not cover. */
const cellWidth = (span: number) => `calc(100% * ${span} / 12 - (12 - ${span}) * (var(--grid-gap) / 12))`;

/**
 * A twelve-column grid whose cells are plain elements (issue 37): MUI's Grid is a styled
 * instance per cell, each serialising its responsive widths again on every render and while
 * hydrating. The rules are Grid's own (a wrapping row, its gap and its width formula), so a
 * card or a field keeps its place to the pixel. `spans` names each kind of cell the grid holds
 * (a module constant: the grid's style is written once for all of them); a cell is
 * `<Cell span="name">`.
 */
export function plainGrid<Span extends string>(spans: Readonly<Record<Span, CellSpans>>, spacing: GridSpacing) {
  const Root = themeStyled('div', (theme) => {
    const cellsFrom = (from: (typeof FROM)[number]) =>
      Object.fromEntries(
        Object.entries<CellSpans>(spans).flatMap(([name, widths]) => {
          const span = widths[from];
          return span === undefined ? [] : [[`& > .grid-cell-${name}`, { width: cellWidth(span) }]];
        }),
      );
    return {
      '--grid-gap': theme.spacing(spacing.xs),
      display: 'flex',
      flexWrap: 'wrap',
      minWidth: 0,
      boxSizing: 'border-box',
      gap: 'var(--grid-gap)',
      '& > .grid-cell': { flexGrow: 0, flexBasis: 'auto', width: cellWidth(12), minWidth: 0, boxSizing: 'border-box' },
      // Ascending, so a wider width's span wins where several apply.
      ...Object.fromEntries(
        FROM.map((from) => [
          theme.breakpoints.up(from),
          { ...(from === 'md' && spacing.md !== undefined ? { '--grid-gap': theme.spacing(spacing.md) } : {}), ...cellsFrom(from) },
        ]),
      ),
    };
  });
  function Grid({ children }: { children: ReactNode }) {
    return <Root>{children}</Root>;
  }
  function Cell({ span, children }: { span: Span; children: ReactNode }) {
    return <div className={`grid-cell grid-cell-${span}`}>{children}</div>;
  }
  return { Grid, Cell };
}
