import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A chart's legend as an HTML list under the drawing: it wraps however many groups there are,
 * where the chart's own legend would spill out of the fixed-height frame.
 */
export function ChartLegend({ items }: { items: readonly { id: string; label: string; color: string }[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, maxWidth: '100%' }}>
          <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', flexShrink: 0, bgcolor: item.color }} />
          <Typography variant="caption" noWrap title={item.label}>
            {item.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
