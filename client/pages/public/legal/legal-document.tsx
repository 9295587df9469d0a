import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { pathOf } from '#shared/route-paths.ts';
import { siteTextIn } from '#shared/api/schemas/site.ts';
import type { TextsByLanguage } from '#shared/api/schemas/site.ts';
import { LEGAL_SECTIONS } from '#shared/site/default-texts.ts';
import { OperatorText } from '#client/components/markdown/operator-text.tsx';
import { loadSiteSettings } from '#client/data/site-settings.ts';
import { MAIN_CONTENT_PROPS, MAIN_CONTENT_SX } from '#client/components/skip-link/skip-link.tsx';

type Doc = 'terms' | 'privacy';

/** A legal page's loader: the operator's texts in every language (a language switch needs no new call). */
export function legalLoader(doc: Doc) {
  return async ({ context }: LoaderFunctionArgs) => ({ texts: (await loadSiteSettings(context))?.texts[doc] ?? {} });
}

/**
 * A standalone legal page (no header or footer, per the spec): a readable column of at most
 * 800 px with a way back home, the <h1>, and the operator's text from Settings in the reader's
 * language, or the console's own introduction and numbered sections until they write one.
 */
export function LegalDocument({ doc, texts }: { doc: Doc; texts: TextsByLanguage }) {
  const { t, i18n } = useTranslation('pages');
  const own = siteTextIn(texts, i18n.language);
  return (
    <Box
      component="main"
      {...MAIN_CONTENT_PROPS}
      sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 4, md: 8 }, ...MAIN_CONTENT_SX }}
    >
      <Box component="article" sx={{ maxWidth: 800, mx: 'auto' }}>
        <Button component={Link} to={pathOf('home')} sx={{ mb: 3, ml: -1 }}>
          {t('legal.backHome')}
        </Button>
        <Typography variant="h2" component="h1">
          {t(`${doc}.title`)}
        </Typography>
        {own ? <OperatorText content={own} testId={`${doc}-content`} sx={{ mt: 2, lineHeight: 1.8 }} /> : <DefaultText doc={doc} />}
        <Box sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button component={Link} to={pathOf(doc === 'terms' ? 'privacy' : 'terms')}>
            {t(doc === 'terms' ? 'legal.seePrivacy' : 'legal.seeTerms')}
          </Button>
          <Button component={Link} to={pathOf('contactUs')}>
            {t('legal.contact')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/** The console's own text: the introduction and numbered sections. */
function DefaultText({ doc }: { doc: Doc }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18, lineHeight: 1.8 }}>{t(`${doc}.intro`)}</Typography>
      {LEGAL_SECTIONS[doc].map(([key, count], index) => (
        <Box component="section" key={key} sx={{ mt: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {`${index + 1}. ${t(`${doc}.sections.${key}.title`)}`}
          </Typography>
          {Array.from({ length: count }, (_, i) => (
            <Typography key={i} sx={{ mb: 1.5, lineHeight: 1.8 }}>
              {t(`${doc}.sections.${key}.p${i + 1}`)}
            </Typography>
          ))}
        </Box>
      ))}
    </>
  );
}
