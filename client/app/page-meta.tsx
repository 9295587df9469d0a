import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteHandle } from '../routing/route-handle.ts';

/**
 * The document title and description of the deepest route that names one. React 19 hoists
 * these into <head>, on the server render and again after each navigation.
 */
export function PageMeta({ titleKey: override }: { titleKey?: string }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = override ?? matches.map((m) => (isRouteHandle(m.handle) ? m.handle.titleKey : undefined)).filter(Boolean).pop();
  const site = t('common:app.name');
  const title = titleKey ? `${t(titleKey)} | ${site}` : site;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={t('common:meta.description')} />
      <meta name="keywords" content={t('common:meta.keywords')} />
    </>
  );
}
