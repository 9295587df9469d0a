import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { OptionKey } from '#shared/api/schemas/option.ts';
import { replaceNotice } from '#client/components/notice/notice-store.ts';
import { useToast } from '#client/components/toast/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { refreshSiteInfoNext } from '#client/site/site-refresh.ts';
import { sendOrder } from './setting-form.ts';

/** How a section's save ended: every key saved, or the first key the gateway refused and why. */
export type SaveOutcome = { ok: true } | { ok: false; key: OptionKey; message: string; saved: number };

/**
 * Saves a section: one `PUT /api/option/` per changed key (upstream's only write), stopping at
 * the first refusal. Then the page's options and the site info (`/api/status`: name, logo,
 * sign-in methods) are read again, and a saved notice replaces the one the bell shows.
 */
export function useOptionSave() {
  const { t } = useTranslation(['setting', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();

  return async function save(
    sectionTitle: string,
    keys: readonly OptionKey[],
    form: Readonly<Record<string, string>>,
  ): Promise<SaveOutcome> {
    let saved = 0;
    let outcome: SaveOutcome = { ok: true };
    for (const key of sendOrder(keys, form)) {
      const value = form[key] ?? '';
      try {
        await browserApi().put('/api/option/', { key, value }, z.unknown());
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
