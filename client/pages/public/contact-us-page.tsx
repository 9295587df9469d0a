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
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { loadStatus } from '#client/routing/loader-helpers.ts';
import { PageHero } from './common/page-hero.tsx';
import { TextSection } from './common/text-section.tsx';
import { pathOf } from '#shared/route-paths.ts';
import { siteTextIn } from '#shared/api/schemas/site.ts';
import { CONTACT_CHANNELS, CONTACT_HOURS } from '#shared/site/default-texts.ts';
import { loadSiteSettings } from '#client/data/site-settings.ts';
import { OperatorText } from '#client/components/markdown/operator-text.tsx';

export async function loader({ context }: LoaderFunctionArgs) {
  const [status, site] = await Promise.all([loadStatus(context), loadSiteSettings(context)]);
  // Every language's text: a language switch shows its own without asking again.
  return { telegramBot: status?.telegram_bot ?? '', texts: site?.texts.contact ?? {} };
}

/**
 * How to reach the operators: their text from Settings (addresses, hours) in the reader's
 * language, or the console's mailboxes by topic until they write one; the Telegram bot and
 * self-service links.
 */
export function Component() {
  const { t, i18n } = useTranslation('pages');
  const { telegramBot, texts } = useLoaderData<typeof loader>();
  const config = usePublicConfig();
  const own = siteTextIn(texts, i18n.language);
  return (
    <>
      <PageHero title={t('contact.title')} lead={t('contact.lead')} />
      <Container maxWidth="md" sx={{ pb: 8 }}>
        {own ? <OperatorText content={own} testId="contact-content" sx={{ pt: 2 }} /> : <DefaultChannels />}
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
        {own ? null : <TextSection title={t('contact.hours.title')} paragraphs={CONTACT_HOURS.map((key) => t(key))} />}
      </Container>
    </>
  );
}

/** The console's own mailboxes by topic (placeholders until the operator writes the page's text). */
function DefaultChannels() {
  const { t } = useTranslation('pages');
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      {CONTACT_CHANNELS.map((channel) => (
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
  );
}
