import { themeStyled } from '#client/theme/theme-styled.ts';

export interface LegendItem {
  id: string;
  label: string;
  color: string;
  /** The formatted figure shown at the end of the row ("1,204 · 49.1%"). */
  value: string;
}

/** The rows' looks once for the list (a Box and two Typographies per row before, issue 37). */
const LegendList = themeStyled('ul', (theme) => ({
  listStyle: 'none',
  margin: 0,
  marginTop: theme.spacing(1.5),
  padding: 0,
  display: 'grid',
  gap: theme.spacing(0.5),
  '& > li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), minWidth: 0 },
  '& .usage-legend-dot': { width: 10, height: 10, borderRadius: '50%', flexShrink: 0 },
  '& .usage-legend-label': {
    margin: 0,
    ...theme.typography.body2,
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .usage-legend-value': {
    margin: 0,
    ...theme.typography.body2,
    color: (theme.vars ?? theme).palette.text.secondary,
    fontVariantNumeric: 'tabular-nums',
    flexShrink: 0,
  },
}));

/**
 * The chart's legend as an HTML list: long model names ellipsize instead of being cut off by
 * the chart's fixed height, and screen readers get the figures as text.
 */
export function UsageLegend({ items }: { items: LegendItem[] }) {
  return (
    <LegendList data-testid="overview-usage-legend">
      {items.map((item) => (
        <li key={item.id}>
          <span className="usage-legend-dot" aria-hidden style={{ backgroundColor: item.color }} />
          <p className="usage-legend-label" title={item.label}>
            {item.label}
          </p>
          <p className="usage-legend-value">{item.value}</p>
        </li>
      ))}
    </LegendList>
  );
}
