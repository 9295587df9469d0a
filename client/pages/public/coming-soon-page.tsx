import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeScreen } from './common/notice-screen.tsx';
import { pathOf } from '#shared/route-paths.ts';

/** A placeholder for a feature that is announced but not open yet. */
export function Component() {
  const { t } = useTranslation('pages');
  return (
    <NoticeScreen
      iconPath="M6 2h12v6l-4 4 4 4v6H6v-6l4-4-4-4V2Zm2 2v3.2l4 4 4-4V4H8Zm4 9.8-4 4V20h8v-2.2l-4-4Z"
      texts="comingSoon"
      actions={
        <>
          <Button variant="contained" component={Link} to={pathOf('home')}>
            {t('comingSoon.home')}
          </Button>
          <Button variant="outlined" component={Link} to={pathOf('doc')}>
            {t('comingSoon.docs')}
          </Button>
        </>
      }
    />
  );
}
