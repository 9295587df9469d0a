import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { GroupCard } from './group-card.tsx';
import { loadGroupRates } from '#client/data/group-rates.ts';

export async function loader({ context }: LoaderFunctionArgs) {
  const groups = await loadGroupRates(apiOf(context));
  return groups.ok ? { groups: groups.data, error: null } : { groups: [], error: groups.error };
}

/** The user groups (spec section 2, `/group`): public groups, plus the visitor's own when signed in. */
export function Component() {
  const { t } = useTranslation('prices');
  const { groups, error } = useLoaderData<typeof loader>();
  const user = useSessionUser();
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" component="h1">
        {t('prices:group.title')}
      </Typography>
      <Typography sx={{ mt: 1, mb: 4, color: 'text.secondary' }}>{t('prices:group.subtitle')}</Typography>
      {error ? (
        <Alert severity="error" data-testid="group-error">
          {t(error === 'unsupported' ? 'prices:group.error.unsupported' : 'prices:group.error.failed')}
        </Alert>
      ) : groups.length === 0 ? (
        <Alert severity="info">{t('prices:group.empty')}</Alert>
      ) : (
        <Grid container spacing={3}>
          {groups.map((group) => (
            <Grid key={group.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <GroupCard group={group} mine={user?.group === group.symbol} />
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
