import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ColorSchemeToggle } from '#client/components/color-scheme-toggle/color-scheme-toggle.tsx';
import { LegalLinks } from '#client/components/legal-links/legal-links.tsx';
import { Logo } from '#client/components/logo/logo.tsx';
import { loadStatus } from '#client/routing/loader-helpers.ts';
import { AuthIllustration } from './auth-illustration.tsx';
import { LAYOUT } from '#client/theme/layout.ts';
import { MAIN_CONTENT_PROPS, MAIN_CONTENT_SX } from '#client/components/skip-link/skip-link.tsx';
import { HEADER_ICON_RULES } from '#client/components/header-icon/header-icon-sx.ts';

/** What the sign-in pages need to know about the gateway (from `/api/status`). */
export async function loader({ context }: LoaderFunctionArgs) {
  const status = await loadStatus(context);
  return {
    systemName: status?.system_name ?? '',
    logo: status?.logo ?? '',
    logoDark: status?.logo_dark ?? '',
    githubOAuth: status?.github_oauth ?? false,
    githubClientId: status?.github_client_id ?? '',
    googleOAuth: status?.google_oauth ?? false,
    oidcAuth: status?.oidc_auth ?? false,
    larkLogin: status?.lark_login ?? false,
    larkClientId: status?.lark_client_id ?? '',
    wechatLogin: status?.wechat_login ?? false,
    wechatQrCode: status?.wechat_qrcode ?? '',
    turnstile: status?.turnstile_check ?? false,
    turnstileSiteKey: status?.turnstile_site_key ?? '',
    emailVerification: status?.email_verification ?? false,
  };
}
export type AuthSite = Awaited<ReturnType<typeof loader>>;
export const AUTH_LAYOUT_ID = 'layouts/auth/auth-layout';

/**
 * The sign-in pages' layout: a side panel (title, illustration) beside 420 px of content, with
 * privacy and terms links below. The spec's method icons (session / JWT, only the configured one
 * enabled) are left out (issue 36, item 17): the method is the operator's SIGN_IN_METHOD, so a
 * reader never has a choice, and "S"/"J" or "cookie"/"JWT" mean nothing to one.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'common']);
  const site = useLoaderData<typeof loader>();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Stack
        component="aside"
        spacing={4}
        sx={{
          display: { xs: 'none', md: 'flex' },
          width: 1,
          maxWidth: LAYOUT.authPanelMaxWidth,
          px: 5,
          pt: 12,
          pb: 6,
          alignItems: 'center',
          bgcolor: 'action.hover',
        }}
      >
        <Typography variant="h3" component="p" sx={{ textAlign: 'center' }}>
          {t('auth:panel.title')}
        </Typography>
        <AuthIllustration />
      </Stack>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          sx={{
            px: { xs: 2, md: 5 },
            height: { xs: LAYOUT.header.mobile, md: LAYOUT.header.desktop },
            alignItems: 'center',
            justifyContent: 'space-between',
            ...HEADER_ICON_RULES,
          }}
        >
          <Logo name={site.systemName || t('common:app.name')} src={site.logo || undefined} srcDark={site.logoDark || undefined} />
          <ColorSchemeToggle />
        </Stack>
        <Stack
          component="main"
          {...MAIN_CONTENT_PROPS}
          sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', px: 2, py: 4, ...MAIN_CONTENT_SX }}
        >
          <Box sx={{ width: 1, maxWidth: LAYOUT.authContentWidth }}>
            <Outlet />
          </Box>
        </Stack>
        <LegalLinks
          component="footer"
          privacy={t('auth:signup.privacy')}
          terms={t('auth:signup.terms')}
          sx={{ justifyContent: 'center', py: 3 }}
        />
      </Stack>
    </Box>
  );
}
