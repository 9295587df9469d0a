import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { formatDecimal } from '#shared/format/price.ts';
import { pathOf } from '#shared/route-paths.ts';

/** One user group: its discount label, price multiplier, API rate and a link to its prices. */
export function GroupCard({ group, mine }: { group: UserGroupRate; mine: boolean }) {
  const { t, i18n } = useTranslation('prices');
  const discount = formatDiscount(group.discount, i18n.language);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: mine ? 'primary.main' : undefined }}
      data-testid={`group-card-${group.symbol}`}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h4" component="h2">
            {group.name}
          </Typography>
          <Chip size="small" label={group.symbol} variant="outlined" sx={{ fontFamily: 'monospace' }} />
          <Chip
            size="small"
            label={t(group.public ? 'prices:group.public' : 'prices:group.private')}
            color={group.public ? 'default' : 'secondary'}
          />
          {mine ? <Chip size="small" color="primary" label={t('prices:group.mine')} /> : null}
        </Stack>
        <Typography variant="overline" component="p" sx={{ mt: 3, color: 'text.secondary' }}>
          {t('prices:group.discount')}
        </Typography>
        <Typography variant="h3" component="p" data-testid="group-discount" sx={{ color: discount ? 'success.main' : 'text.primary' }}>
          {discount || t('prices:group.noDiscount')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('prices:group.multiplier', { ratio: formatDecimal(group.discount, 4) })}
        </Typography>
        <Typography variant="overline" component="p" sx={{ mt: 2, color: 'text.secondary' }}>
          {t('prices:group.rate')}
        </Typography>
        <Typography variant="h5" component="p" data-testid="group-rate">
          {t('prices:group.rateValue', { rate: group.api_rate })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to={pathOf('prices', { query: { group: group.symbol } })} data-testid="group-prices-link">
          {t('prices:group.viewPrices')}
        </Button>
      </CardActions>
    </Card>
  );
}
