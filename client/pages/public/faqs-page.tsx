import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from './common/page-hero.tsx';
import { pathOf } from '#shared/route-paths.ts';

const QUESTIONS = ['key', 'sdk', 'quota', 'billing', 'topUp', 'groups', 'models', 'error401', 'error429', 'privacy'] as const;

function ExpandIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4Z" />
    </svg>
  );
}

/** Frequent questions about keys, quota, billing, groups, errors and privacy. */
export function Component() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHero title={t('faqs.title')} lead={t('faqs.lead')} />
      <Container maxWidth="md" sx={{ pb: 8 }}>
        {QUESTIONS.map((key, index) => (
          <Accordion
            key={key}
            defaultExpanded={index === 0}
            disableGutters
            variant="outlined"
            slotProps={{ heading: { component: 'h2' } }}
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary expandIcon={<ExpandIcon />} id={`faq-${key}-summary`} aria-controls={`faq-${key}-answer`}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t(`faqs.items.${key}.q`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${key}-answer`}>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{t(`faqs.items.${key}.a`)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
        <Typography sx={{ mt: 5, textAlign: 'center', color: 'text.secondary' }}>{t('faqs.more')}</Typography>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button variant="contained" component={Link} to={pathOf('contactUs')}>
            {t('faqs.contact')}
          </Button>
        </Box>
      </Container>
    </>
  );
}
