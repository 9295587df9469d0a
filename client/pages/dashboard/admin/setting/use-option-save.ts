import { z } from 'zod/mini';
import { SITE_API } from '#shared/api/schemas/site.ts';
import type { SiteSettingKey } from '#shared/api/schemas/site.ts';
import type { OptionKey } from '#shared/api/schemas/option.ts';
import { replaceNotice } from '#client/components/notice/notice-store.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
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
  // The kit's parts, not its `save`: a section reports per key (which one was refused, how many saved).
  const { t, toast, messageOf, revalidate } = useAdminActions(['setting']);

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
        outcome = { ok: false, key, message: messageOf(error), saved };
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
      await revalidate();
    }
    return outcome;
  };
}
