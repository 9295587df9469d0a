import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod/mini';
import { HotModelListSchema } from '#shared/api/schemas/model.ts';
import type { HotModel } from '#shared/api/schemas/model.ts';
import { operatorMarkdown } from '#shared/markdown/operator-text.ts';
import { OperatorText } from '#client/components/markdown/operator-text.tsx';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { configContext } from '#client/routing/router-context.ts';
import { homeEnabled, loadSiteSettings } from '#client/data/site-settings.ts';
import { signInPath } from '#shared/route-paths.ts';
import { QuickStart } from './quick-start.tsx';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const [status, site, hotModels, content] = await Promise.all([
    loadStatus(context),
    loadSiteSettings(context),
    api.get('/api/hot_model', HotModelListSchema).catch(() => []),
    // The operator's own home page (Settings → Home page content; upstream's public endpoint).
    api.get('/api/home_page_content', z.string()).catch(() => ''),
  ]);
  // The spec shows the home page only when the site enables it (the gateway's switch, or the
  // console's where the gateway has none); otherwise sign-in.
  if (!homeEnabled(status, site)) throw redirect(signInPath(context.get(configContext).signInMethod));
  // The request's own origin: the same on the server and in the browser, so the snippet hydrates.
  return {
    systemName: status?.system_name ?? '',
    hotModels: hotModels.slice(0, 8),
    baseUrl: `${new URL(request.url).origin}/v1`,
    content: operatorMarkdown(content),
  };
}

const FEATURES = ['compatible', 'models', 'billing', 'keys'] as const;

/**
 * The public home page: what the gateway is, its most-used models and how to start; or, when the
 * operator has written a home page in Settings, that text under the title instead.
 */
export function Component() {
  const { t } = useTranslation(['home', 'common']);
  const { systemName, hotModels, baseUrl, content } = useLoaderData<typeof loader>();
  const config = usePublicConfig();
  return (
    <>
      <Box sx={{ py: { xs: 8, md: 12 }, background: 'linear-gradient(180deg, rgba(7,141,238,0.08), transparent)' }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h1" component="h1">
            {t('home:hero.title', { name: systemName || t('common:app.name') })}
          </Typography>
          <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18 }}>{t('home:hero.subtitle')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
            <Button size="large" variant="contained" component={Link} to={config.defaultPath}>
              {t('home:hero.start')}
            </Button>
            <Button size="large" variant="outlined" component={Link} to={config.docsUrl}>
              {t('home:hero.docs')}
            </Button>
          </Stack>
        </Container>
      </Box>
      {content ? (
        <Container sx={{ py: 8 }}>
          <OperatorText content={content} testId="home-content" />
        </Container>
      ) : (
        <DefaultSections hotModels={hotModels} baseUrl={baseUrl} />
      )}
    </>
  );
}

/** The console's own sections: features, the most-used models, the quick start. */
function DefaultSections({ hotModels, baseUrl }: { hotModels: HotModel[]; baseUrl: string }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <>
      <Container sx={{ py: 8 }}>
        <Grid container spacing={3}>
          {FEATURES.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h4" component="h2">
                    {t(`home:features.${key}.title`)}
                  </Typography>
                  <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(`home:features.${key}.body`)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        {hotModels.length > 0 ? (
          <Box component="section" sx={{ mt: 8 }}>
            <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
              {t('home:hot.title')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {hotModels.map((model) => (
                <Chip key={model.model} label={`${model.model} · ${model.owned_by}`} variant="outlined" />
              ))}
            </Stack>
          </Box>
        ) : null}
        <QuickStart baseUrl={baseUrl} />
      </Container>
    </>
  );
}
