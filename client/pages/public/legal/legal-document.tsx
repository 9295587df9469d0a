import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf } from '#shared/route-paths.ts';

/** A section of a legal text: its key under `<doc>.sections` and how many paragraphs it has. */
export type LegalSection = readonly [key: string, paragraphs: number];

/**
 * A standalone legal page (no header or footer, per the spec): a readable column of at most
 * 800 px with a way back home, the <h1>, the introduction and numbered sections.
 */
export function LegalDocument({ doc, sections }: { doc: 'terms' | 'privacy'; sections: readonly LegalSection[] }) {
  const { t } = useTranslation('pages');
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 4, md: 8 } }}>
      <Box component="article" sx={{ maxWidth: 800, mx: 'auto' }}>
        <Button component={Link} to={pathOf('home')} sx={{ mb: 3, ml: -1 }}>
          {t('legal.backHome')}
        </Button>
        <Typography variant="h2" component="h1">
          {t(`${doc}.title`)}
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18, lineHeight: 1.8 }}>{t(`${doc}.intro`)}</Typography>
        {sections.map(([key, count], index) => (
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
