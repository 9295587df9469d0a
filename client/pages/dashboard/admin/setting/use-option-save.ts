import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { SITE_API } from '#shared/api/schemas/site.ts';
import type { SiteSettingKey } from '#shared/api/schemas/site.ts';
import type { OptionKey } from '#shared/api/schemas/option.ts';
import { replaceNotice } from '#client/components/notice/notice-store.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { refreshSiteInfoNext } from '#client/site/site-refresh.ts';
import { sendOrder } from './setting-form.ts';
import type { SettingKey } from './setting-sections.ts';

/** How a section's save ended: every key saved, or the first key the gateway refused and why. */
export type SaveOutcome = { ok: true } | { ok: false; key: SettingKey; message: string; saved: number };

/**
 * Saves a section: one `PUT /api/option/` per changed key (upstream's only write), or
 * `PUT /console-api/site` for a key the console keeps (`consoleKeys`), stopping at the first
 * refusal. Then the page's options and the site info (`/api/status`: name, logo,
 * sign-in methods) are read again, and a saved notice replaces the one the bell shows.
 */
export function useOptionSave(consoleKeys: readonly string[]) {
  const { t } = useTranslation(['setting', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();

  return async function save(
    sectionTitle: string,
    keys: readonly SettingKey[],
    form: Readonly<Record<string, string>>,
  ): Promise<SaveOutcome> {
    let saved = 0;
    let outcome: SaveOutcome = { ok: true };
    for (const key of sendOrder(keys, form)) {
      const value = form[key] ?? '';
      try {
        if (consoleKeys.includes(key)) await browserApi().put(SITE_API, { key: key as SiteSettingKey, value }, z.unknown());
        else await browserApi().put('/api/option/', { key: key as OptionKey, value }, z.unknown());
        saved += 1;
        if (key === 'Notice') replaceNotice(value);
      } catch (error) {
        outcome = { ok: false, key, message: errorMessage(error, t), saved };
        break;
      }
    }
    if (outcome.ok) toast.show(t('setting:toast.saved', { section: sectionTitle }), { severity: 'success' });
    else
      toast.show(t('setting:toast.refused', { section: sectionTitle, saved: outcome.saved, total: keys.length }), {
        severity: 'error',
        duration: 6000,
      });
    if (saved > 0) {
      refreshSiteInfoNext();
      await revalidator.revalidate();
    }
    return outcome;
  };
}
