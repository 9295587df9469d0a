import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const CARD_SX = { height: '100%', display: 'flex', flexDirection: 'column' } as const;
const CONTENT_SX = { flexGrow: 1 } as const;
const ACTIONS_SX = { p: 2, pt: 0 } as const;
const BODY_SX = { mt: 1, mb: 3, color: 'text.secondary' } as const;

/**
 * A section of the pricing page (the top-up tiers, the groups): its heading, what it offers,
 * then its cards. The two sections had written the same frame.
 */
export function PricingSection({ title, body, top, children }: { title: string; body: string; top: number; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: top }}>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      <Typography sx={BODY_SX}>{body}</Typography>
      {children}
    </Box>
  );
}

/** One offer of a pricing section, in its grid cell: what it is, then the button to take it, at the bottom of equal-height cards. */
export function PlanCard({ testId, md, action, children }: { testId: string; md: number; action: ReactNode; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md }}>
      <Card variant="outlined" sx={CARD_SX} data-testid={testId}>
        <CardContent sx={CONTENT_SX}>{children}</CardContent>
        <CardActions sx={ACTIONS_SX}>{action}</CardActions>
      </Card>
    </Grid>
  );
}
