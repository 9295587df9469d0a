import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LegalLinks } from '#client/components/legal-links/legal-links.tsx';
import { Logo } from '#client/components/logo/logo.tsx';
import { OperatorText } from '#client/components/markdown/operator-text.tsx';
import type { SiteInfo } from '#client/site/site-info.ts';
import { pathOf } from '#shared/route-paths.ts';
import { LAYOUT } from '#client/theme/layout.ts';

/**
 * The footer: logo (130 px wide), privacy and terms links, the operator's own footer text when
 * Settings has one (a licence number, a contact line: through the safe viewer, loaded only
 * then), and the copyright line with a "made by" link home.
 */
export function MainFooter({ site, year }: { site: SiteInfo; year: number }) {
  const { t } = useTranslation('common');
  const name = site.systemName || t('common:app.name');
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 5 }}>
      <Container>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          {/* The logo's 130 px box (spec §9), which the name beside it may pass: on one line, not wrapped under the mark. */}
          <Box sx={{ minWidth: LAYOUT.footerLogoWidth, '& span': { whiteSpace: 'nowrap' } }}>
            <Logo name={name} src={site.logo || undefined} srcDark={site.logoDark || undefined} />
          </Box>
          <LegalLinks privacy={t('common:footer.privacy')} terms={t('common:footer.terms')} />
        </Stack>
        {site.footer ? (
          <OperatorText content={site.footer} testId="site-footer-text" sx={{ mt: 3, typography: 'body2', color: 'text.secondary' }} />
        ) : null}
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          {t('common:footer.copyright', { year, name })} · {t('common:footer.madeBy')}{' '}
          <Link component={RouterLink} to={pathOf('home')} color="inherit">
            {name}
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}
