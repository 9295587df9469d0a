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
  void load(instance.language);
  instance.on('languageChanged', (lng) => void load(lng));
}
