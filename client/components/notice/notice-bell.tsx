import { useTranslation } from 'react-i18next';
import { HeaderIcon, HeaderIconButton } from '#client/components/header-icon/header-icon-button.tsx';

const BELL_PATH =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z';

/** The header button that reopens the notice (spec section 1); same size as the colour toggle. */
export function NoticeBell({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('components');
  return (
    <HeaderIconButton aria-label={t('notice.open')} title={t('notice.open')} onClick={onClick} data-testid="notice-bell">
      <HeaderIcon path={BELL_PATH} />
    </HeaderIconButton>
  );
}
