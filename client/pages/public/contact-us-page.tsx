import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { usePublicConfig } from '#client/app/public-config-context.ts';
import { loadStatus } from '#client/routing/loader-helpers.ts';
import { PageHero } from './common/page-hero.tsx';
import { TextSection } from './common/text-section.tsx';
import { pathOf } from '#shared/route-paths.ts';

/**
 * Contact addresses. These example.com mailboxes are placeholders: operators replace them with
 * their own before going live (example.com never delivers mail).
 */
const CHANNELS = [
  { key: 'support', email: 'support@example.com' },
  { key: 'billing', email: 'billing@example.com' },
  { key: 'business', email: 'business@example.com' },
  { key: 'security', email: 'security@example.com' },
] as const;

export async function loader({ context }: LoaderFunctionArgs) {
  const status = await loadStatus(context);
  return { telegramBot: status?.telegram_bot ?? '' };
}

/** How to reach the operators: mailboxes by topic, the Telegram bot and self-service links. */
export function Component() {
  const { t } = useTranslation('pages');
  const { telegramBot } = useLoaderData<typeof loader>();
  const config = usePublicConfig();
  return (
    <>
      <PageHero title={t('contact.title')} lead={t('contact.lead')} />
      <Container maxWidth="md" sx={{ pb: 8 }}>
        <Grid container spacing={2} sx={{ mt: 2 }}>
          {CHANNELS.map((channel) => (
            <Grid key={channel.key} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t(`contact.channels.${channel.key}.title`)}
                  </Typography>
                  <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(`contact.channels.${channel.key}.body`)}</Typography>
                  <Link href={`mailto:${channel.email}`} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
                    {channel.email}
                  </Link>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        {telegramBot ? (
          <TextSection title={t('contact.telegram.title')} paragraphs={[t('contact.telegram.body')]}>
            <Link href={`https://t.me/${encodeURIComponent(telegramBot)}`} target="_blank" rel="noopener noreferrer">
              @{telegramBot}
            </Link>
          </TextSection>
        ) : null}
        <TextSection title={t('contact.selfService.title')} paragraphs={[t('contact.selfService.body')]}>
          <Grid container spacing={1.5}>
            <Grid>
              <Button variant="outlined" component={RouterLink} to={pathOf('faqs')}>
                {t('contact.selfService.faqs')}
              </Button>
            </Grid>
            <Grid>
              <Button variant="outlined" component={RouterLink} to={pathOf('doc')}>
                {t('contact.selfService.docs')}
              </Button>
            </Grid>
            {config.statusUrl ? (
              <Grid>
                <Button variant="outlined" href={config.statusUrl}>
                  {t('contact.selfService.status')}
                </Button>
              </Grid>
            ) : null}
          </Grid>
        </TextSection>
        <TextSection title={t('contact.hours.title')} paragraphs={[t('contact.hours.body'), t('contact.hours.include')]} />
      </Container>
    </>
  );
}
