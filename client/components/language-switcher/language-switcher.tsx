import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, LANGUAGES } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import { rememberLanguage } from '#client/i18n/language-choice.ts';
import { switchLanguage } from '#client/i18n/switch-language.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { useToast } from '#client/context/toast-context.ts';
import { FlagImage } from './flag-image.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

const LanguageMenu = lazyNamed(() => import('./language-menu.tsx'), 'LanguageMenu');

/**
 * The language menu (160 px): a loading toast while the new language's texts load, then a
 * success toast, or a failure toast with the page left in its language when they do not load. The choice is kept in localStorage and the language cookie (so the
 * server renders it next time) and applied to <html lang>; `useRestoreLanguageChoice` reads it back
 * when the cookie is gone.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('toast');
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'zh-CN';

  async function handleChoose(lng: Language) {
    setAnchor(null);
    if (lng === current) return;
    const id = toast.show(t('language.changing'), { severity: 'info', duration: null });
    const switched = await switchLanguage(i18n, lng).catch(() => false);
    if (!switched) {
      // Said in the language the page stayed in.
      toast.update(id, t('language.failed'), { severity: 'error' });
      return;
    }
    rememberLanguage(lng);
    // Said in the language just chosen.
    toast.update(id, i18n.t('toast:language.changed'), { severity: 'success' });
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={t('language.label')}
        data-testid="language-button"
        sx={{ minWidth: 40, px: 1 }}
      >
        <FlagImage country={LANGUAGE_OPTIONS[current].countryCode} height={18} />
      </Button>
      <WhenOpened open={anchor !== null}>
        <LanguageMenu anchor={anchor} current={current} onChoose={(lng) => void handleChoose(lng)} onClose={() => setAnchor(null)} />
      </WhenOpened>
    </>
  );
}
