import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AffCodeSchema } from '#shared/api/schemas/user.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatQuota } from '#shared/format/quota.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { SiteInfo } from '#client/site/site-info.ts';
import { inviteLink } from '#client/components/code-box/curl-sample.ts';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { PanelCaption, PanelCard, PanelTitle } from '#client/components/dashboard-cards/panel-card.tsx';
import { themeStyled } from '#client/theme/theme-styled.ts';

/** The two figures' looks once for the list (a Box and four Typographies before, issue 37). */
const Figures = themeStyled('dl', (theme) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.spacing(2),
  margin: 0,
  marginBottom: theme.spacing(2),
  '& dt': { margin: 0, ...theme.typography.caption, color: (theme.vars ?? theme).palette.text.secondary },
  '& dd': { margin: 0, ...theme.typography.h5, fontVariantNumeric: 'tabular-nums' },
}));

/**
 * The invitation figures and a button that copies `<origin>/register?aff=CODE`. A missing code
 * is asked for on click: the gateway creates one on the first ask, which a page view should not do.
 */
export function InviteCard({ user, site }: { user: User; site: SiteInfo }) {
  const { t, i18n } = useTranslation(['dashboard', 'error']);
  const copy = useCopy();
  const config = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };

  async function copyLink() {
    setBusy(true);
    setFailure(null);
    try {
      // `/api/user/self` already carries the code once it exists; only a missing one is asked for.
      const code = user.aff_code || (await browserApi().get('/api/user/aff', AffCodeSchema));
      await copy(inviteLink(window.location.origin, code, config.signInMethod), t('dashboard:overview.invite.linkName'));
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const figures = [
    { key: 'count', value: formatNumber(user.aff_count, i18n.language) },
    { key: 'earned', value: formatQuota(user.aff_history_quota, money) },
  ] as const;
  return (
    <PanelCard testId="overview-invite" fill>
      <PanelTitle>{t('dashboard:overview.invite.title')}</PanelTitle>
      <PanelCaption lead below={2}>
        {t('dashboard:overview.invite.body')}
      </PanelCaption>
      <Figures>
        {figures.map((figure) => (
          <div key={figure.key}>
            <dt>{t(`dashboard:overview.invite.${figure.key}`)}</dt>
            <dd data-testid={`overview-invite-${figure.key}`}>{figure.value}</dd>
          </div>
        ))}
      </Figures>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('dashboard:overview.invite.failed', { message: failure })}
        </Alert>
      ) : null}
      <Button variant="contained" color="secondary" onClick={() => void copyLink()} disabled={busy} data-testid="overview-invite-copy">
        {t('dashboard:overview.invite.copy')}
      </Button>
    </PanelCard>
  );
}
