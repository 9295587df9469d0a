import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { LinkButtons } from '#client/components/link-buttons/link-buttons.tsx';
import { PageHero } from './common/page-hero.tsx';
import { TextSection } from './common/text-section.tsx';
import { CodeBlock } from './doc/code-block.tsx';
import { DocExamples } from './doc/doc-examples.tsx';
import { useApiBase } from '#client/hooks/use-api-base.ts';
import { pathOf } from '#shared/route-paths.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return { serverBase: `${new URL(request.url).origin}/v1` };
}

const ERROR_CODES = ['400', '401', '403', '429', '500'] as const;

/** How to call the gateway: base URL, keys, and copyable examples of the common calls. */
export function Component() {
  const { t } = useTranslation('pages');
  const { serverBase } = useLoaderData<typeof loader>();
  const base = useApiBase(serverBase);
  return (
    <>
      <PageHero title={t('doc.title')} lead={t('doc.lead')} />
      <Container maxWidth="md" sx={{ pb: 8 }}>
        <TextSection title={t('doc.base.title')} paragraphs={[t('doc.base.body')]}>
          <CodeBlock code={base} label={t('doc.base.label')} copyName={t('doc.base.label')} testId="snippet-base" />
        </TextSection>
        <TextSection title={t('doc.auth.title')} paragraphs={[t('doc.auth.body'), t('doc.auth.keep')]}>
          <CodeBlock code="Authorization: Bearer sk-…" label={t('doc.auth.header')} copyName={t('doc.auth.header')} />
          <Button variant="contained" component={Link} to={pathOf('dashboard.key')}>
            {t('doc.auth.getKey')}
          </Button>
        </TextSection>
        <DocExamples base={base} />
        <TextSection title={t('doc.errors.title')} paragraphs={[t('doc.errors.body')]}>
          <Box component="dl" sx={{ m: 0 }}>
            {ERROR_CODES.map((code) => (
              <Box key={code} sx={{ display: 'flex', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Typography component="dt" sx={{ fontFamily: 'monospace', fontWeight: 700, minWidth: 48 }}>
                  {code}
                </Typography>
                <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                  {t(`doc.errors.codes.${code}`)}
                </Typography>
              </Box>
            ))}
          </Box>
        </TextSection>
        <TextSection title={t('doc.more.title')} paragraphs={[t('doc.more.body')]}>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <LinkButtons
              links={[
                { to: pathOf('pricing'), label: t('doc.more.pricing') },
                { to: pathOf('faqs'), label: t('doc.more.faqs') },
              ]}
            />
          </Box>
        </TextSection>
      </Container>
    </>
  );
}
