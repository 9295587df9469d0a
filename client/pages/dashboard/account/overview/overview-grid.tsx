import { plainGrid } from '#client/components/plain-grid/plain-grid.tsx';

/** The overview's cards: a phone shows one per row; Grid's spacing of 2, then 3 from `md` up. */
export const { Grid: OverviewGrid, Cell: OverviewCell } = plainGrid(
  {
    full: {},
    third: { sm: 4 },
    quarter: { sm: 6, lg: 3 },
    wide: { lg: 8 },
    narrow: { lg: 4 },
    'half-then-third': { md: 6, lg: 4 },
  },
  { xs: 2, md: 3 },
);
