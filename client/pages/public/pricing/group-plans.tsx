import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { pathOf } from '#shared/route-paths.ts';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';

/** The user groups visitors can join or reach: their price multiplier and request rate. */
export function GroupPlans({ groups }: { groups: readonly UserGroupRate[] }) {
  const { t, i18n } = useTranslation('pages');
  const authPaths = useAuthPaths();
  const user = useSessionUser();
  return (
    <Box component="section" sx={{ mt: 8 }}>
      <Typography variant="h3" component="h2">
        {t('pricing.groups.title')}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{t('pricing.groups.body')}</Typography>
      {groups.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('pricing.groups.empty')}</Typography>
      ) : (
        <Grid container spacing={3}>
          {groups.map((group) => {
            const discount = formatDiscount(group.discount, i18n.language);
            return (
              <Grid key={group.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card
                  variant="outlined"
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                  data-testid={`group-${group.symbol}`}
                >
                  <CardContent sx={{ flexGrow: 1 }}>
                    <Typography variant="h4" component="h3">
                      {group.name}
                    </Typography>
                    <Typography variant="h3" component="p" sx={{ mt: 1, color: discount ? 'error.main' : 'text.primary' }}>
                      {discount || t('pricing.groups.standard')}
                    </Typography>
                    <Box component="ul" sx={{ pl: 2.5, mt: 2, mb: 0, color: 'text.secondary' }}>
                      <li>{t('pricing.groups.ratio', { ratio: group.ratio })}</li>
                      <li>{group.api_rate > 0 ? t('pricing.groups.rate', { rate: group.api_rate }) : t('pricing.groups.unlimited')}</li>
                      <li>{group.public ? t('pricing.groups.public') : t('pricing.groups.private')}</li>
                    </Box>
                  </CardContent>
                  <CardActions sx={{ p: 2, pt: 0 }}>
                    {user ? (
                      <Button fullWidth variant="outlined" component={Link} to={pathOf('payment')}>
                        {t('pricing.groups.topUp')}
                      </Button>
                    ) : (
                      <Button fullWidth variant="outlined" component={Link} to={authPaths.signUp()}>
                        {t('pricing.groups.signUp')}
                      </Button>
                    )}
                  </CardActions>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </Box>
  );
}
