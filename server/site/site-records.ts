import type { Store } from '#server/store/open-store.ts';
import { HOME_SWITCH_KEY, siteTextOf } from '#shared/api/schemas/site.ts';
import type { SiteSettingKey, SiteSettings } from '#shared/api/schemas/site.ts';

/** Every stored site setting as the page and Settings read it: a key without a row is its default. */
export async function readSiteSettings(store: Store): Promise<SiteSettings> {
  const rows = await store.db.selectFrom('site_settings').select(['key', 'value']).execute();
  const settings: SiteSettings = { homeEnabled: true, texts: { contact: {}, terms: {}, privacy: {} } };
  for (const { key, value } of rows) {
    if (key === HOME_SWITCH_KEY) settings.homeEnabled = value !== 'false';
    const text = siteTextOf(key);
    if (text) settings.texts[text.name] = { ...settings.texts[text.name], [text.lng]: value };
  }
  return settings;
}

/**
 * Stores one setting; an empty text (or the switch back on) removes the row, so the key is its
 * default again and a later default (a new console text) reaches the page.
 */
export async function writeSiteSetting(store: Store, key: SiteSettingKey, value: string, now = Date.now()): Promise<void> {
  const isDefault = key === HOME_SWITCH_KEY ? value === 'true' : value.trim() === '';
  if (isDefault) {
    await store.db.deleteFrom('site_settings').where('key', '=', key).execute();
    return;
  }
  await store.db
    .insertInto('site_settings')
    .values({ key, value, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
