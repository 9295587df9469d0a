import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LegendItem {
  id: string;
  label: string;
  color: string;
  /** The formatted figure shown at the end of the row ("1,204 · 49.1%"). */
  value: string;
}

/**
 * The chart's legend as an HTML list: long model names ellipsize instead of being cut off by
 * the chart's fixed height, and screen readers get the figures as text.
 */
export function UsageLegend({ items }: { items: LegendItem[] }) {
  return (
    <Box component="ul" data-testid="overview-usage-legend" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 0.5 }}>
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: item.color }} />
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={item.label}>
            {item.label}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
