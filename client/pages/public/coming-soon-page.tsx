import { useTranslation } from 'react-i18next';
import { LinkButtons } from '#client/components/link-buttons/link-buttons.tsx';
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
        <LinkButtons
          links={[
            { to: pathOf('home'), label: t('comingSoon.home'), variant: 'contained' },
            { to: pathOf('doc'), label: t('comingSoon.docs') },
          ]}
        />
      }
    />
  );
}
