import type { i18n } from 'i18next';
import type { Language } from '#shared/i18n/settings.ts';

/**
 * Switches to `lng` only once every namespace the page shows in its current language has loaded
 * in `lng`. i18next's own `changeLanguage` resolves when the files fail (404, aborted, offline)
 * and then shows raw keys everywhere; here the page stays in its language and the caller is told
 * (false). A reload, not a load: i18next marks a failed file as done and would not ask again.
 */
export async function switchLanguage(instance: i18n, lng: Language): Promise<boolean> {
  const shown = Object.keys(instance.store.data[instance.language] ?? {});
  const missing = shown.filter((ns) => !instance.hasResourceBundle(lng, ns));
  if (missing.length > 0) await instance.reloadResources([lng], missing);
  if (!shown.every((ns) => instance.hasResourceBundle(lng, ns))) return false;
  await instance.changeLanguage(lng);
  return true;
}
