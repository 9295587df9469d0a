import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { HeaderIconButton } from '#client/components/header-icon/header-icon-button.tsx';

/**
 * Light/dark switch. MUI knows the mode only in the browser, so until then a same-size empty
 * button is rendered on both sides: nothing shifts and hydration matches.
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation('navbar');
  const { mode, systemMode, setMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <HeaderIconButton
      aria-label={t('colorScheme.toggle')}
      title={resolved ? t(`colorScheme.${next}`) : t('colorScheme.toggle')}
      onClick={() => setMode(next)}
      data-testid="color-scheme-toggle"
      data-mode={resolved ?? ''}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        {resolved === 'dark' ? (
          <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1.5 3h-3L12 2Zm0 20-1.5-3h3L12 22ZM2 12l3-1.5v3L2 12Zm20 0-3 1.5v-3L22 12Z" />
        ) : resolved === 'light' ? (
          <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
        ) : null}
      </svg>
    </HeaderIconButton>
  );
}
