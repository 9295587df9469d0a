import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageHero } from './common/page-hero.tsx';
import { FeedbackDemos } from './gallery/feedback-demos.tsx';
import { IdentityDemos } from './gallery/identity-demos.tsx';
import { InputDemos } from './gallery/input-demos.tsx';

/** A living gallery of the console's own UI components, for designers and contributors. */
export function Component() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHero title={t('gallery.title')} lead={t('gallery.lead')} />
      <Container maxWidth="md" sx={{ pb: 8 }}>
        <InputDemos />
        <IdentityDemos />
        <FeedbackDemos />
      </Container>
    </>
  );
}
