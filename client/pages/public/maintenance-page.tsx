import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { NoticeScreen } from './common/notice-screen.tsx';
import { pathOf } from '#shared/route-paths.ts';

/** Shown while the operators work on the gateway; points to the status page when there is one. */
export function Component() {
  const { t } = useTranslation('pages');
  const config = usePublicConfig();
  return (
    <NoticeScreen
      iconPath="M22.7 19.3 13.6 10.2c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3l4.3 4.3-3 3-4.4-4.3C.4 7.4.9 10.4 2.9 12.4c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1 .1-1.4Z"
      texts="maintenance"
      actions={
        <>
          {config.statusUrl ? (
            <Button variant="contained" href={config.statusUrl}>
              {t('maintenance.status')}
            </Button>
          ) : null}
          <Button variant={config.statusUrl ? 'outlined' : 'contained'} component={Link} to={pathOf('home')}>
            {t('maintenance.retry')}
          </Button>
        </>
      }
    />
  );
}
