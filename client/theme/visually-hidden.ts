/**
 * Out of sight but read out by screen readers (a column's name in a stacked row, a bar's words,
 * a name kept only for assistive technology on a phone). Spread it into an `sx` or a nested rule.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
