import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { roleKey } from '#shared/access.ts';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { routes } from '#client/routes.tsx';
import { gatewayRaisedLevels } from '#client/routing/gateway-levels.ts';

/**
 * Root's one notice of the spec's levels this gateway cannot honour (an unmodified one-hub keeps
 * analytics, orders, redemption codes, Telegram and its settings to admin or root): said here
 * once, while the menu and the guards simply follow the gateway, instead of a refusal per click.
 */
export function GatewayLevelsNotice() {
  const { t } = useTranslation(['setting', 'menu']);
  const { gateway } = usePublicConfig();
  const levels = gatewayRaisedLevels(routes, gateway);
  if (levels.length === 0) return null;
  return (
    <Alert severity="info" data-testid="setting-gateway-levels">
      <AlertTitle>{t('setting:gatewayLevels.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {levels.map((level) => (
          <li key={level.labelKey}>
            {t('setting:gatewayLevels.item', {
              page: t(level.labelKey),
              gatewayRole: t(`setting:gatewayLevels.roles.${roleKey(level.gatewayRole)}`),
              specRole: t(`setting:gatewayLevels.roles.${roleKey(level.specRole)}`),
            })}
          </li>
        ))}
      </ul>
      {t('setting:gatewayLevels.why')}
    </Alert>
  );
}
