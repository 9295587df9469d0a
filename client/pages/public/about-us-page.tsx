import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod/mini';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { OperatorText } from '#client/components/markdown/operator-text.tsx';
import { operatorMarkdown } from '#shared/markdown/operator-text.ts';
import { PageHero } from './common/page-hero.tsx';
import { TextSection } from './common/text-section.tsx';
import { pathOf } from '#shared/route-paths.ts';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';

const AUDIENCES = ['enterprises', 'universities', 'developers', 'enthusiasts'] as const;
const PRINCIPLES = ['compatible', 'transparent', 'reliable', 'private'] as const;

/**
 * The operator's own About text (Settings → About; upstream's public `/api/about`): markdown or
 * HTML, shown through the safe viewer instead of the console's default sections. A gateway
 * without it, or failing, leaves the default page. A bare address (upstream frames it; this
 * page's CSP frames nothing) becomes a link.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const about = await apiOf(context)
    .get('/api/about', z.string())
    .catch(() => '');
  return { about: operatorMarkdown(about) };
}

/** Who runs the gateway, for whom, and what it promises. */
export function Component() {
  const { t } = useTranslation('pages');
  const authPaths = useAuthPaths();
  const { about } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={t('about.title')} lead={t('about.lead')} />
      <Container maxWidth="md" sx={{ pb: 8 }}>
        {about ? <OperatorText content={about} testId="about-content" sx={{ pt: 2 }} /> : <DefaultSections />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
          <Button variant="contained" component={Link} to={authPaths.signUp()}>
            {t('about.cta.start')}
          </Button>
          <Button variant="outlined" component={Link} to={pathOf('contactUs')}>
            {t('about.cta.contact')}
          </Button>
        </Stack>
      </Container>
    </>
  );
}

/** The console's own text: the mission, who it is for and what it promises. */
function DefaultSections() {
  const { t } = useTranslation('pages');
  return (
    <>
      <TextSection title={t('about.mission.title')} paragraphs={[t('about.mission.p1'), t('about.mission.p2')]} />
      <TextSection title={t('about.audience.title')}>
        <Grid container spacing={2}>
          {AUDIENCES.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {t(`about.audience.${key}.title`)}
                  </Typography>
                  <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(`about.audience.${key}.body`)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </TextSection>
      <TextSection title={t('about.principles.title')}>
        {PRINCIPLES.map((key) => (
          <Typography key={key} sx={{ mb: 1.5, color: 'text.secondary', lineHeight: 1.8 }}>
            <Typography component="strong" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t(`about.principles.${key}.title`)}
            </Typography>
            {' — '}
            {t(`about.principles.${key}.body`)}
          </Typography>
        ))}
      </TextSection>
    </>
  );
}
