import type { i18n } from 'i18next';
import { GATEWAY_NAMESPACE } from '#shared/i18n/settings.ts';

/**
 * The whole catalogue of the gateway's messages in the reader's language (locales/<lng>/gateway.json),
 * loaded once the page has hydrated, and again for a language the reader switches to: the page
 * itself carried only the messages its server render translated (client/entry-server.tsx), while
 * a toast or a form error can name any. `<html data-gateway-texts>` says which language is in
 * (the e2e tests wait for it, so a refusal right after a load is always translated).
 */
export function loadGatewayTexts(instance: i18n): void {
  const load = (lng: string) =>
    instance.reloadResources([lng], [GATEWAY_NAMESPACE]).then(
      () => {
        document.documentElement.dataset.gatewayTexts = lng;
      },
      (error: unknown) => console.error(`loading the gateway's messages (${lng}) failed`, error),
    );
  loading = load(instance.language);
  instance.on('languageChanged', (lng) => {
    loading = load(lng);
  });
}

/** Settled once the catalogue's latest load has (loaded or failed); at once where none started. */
let loading: Promise<void> = Promise.resolve();

/**
 * For a refusal that arrives right after hydration (an OAuth callback's): translate it only once
 * the whole catalogue is in, so it is not left in the gateway's words.
 */
export function gatewayTextsLoaded(): Promise<void> {
  return loading;
}
