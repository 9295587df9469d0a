import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteHandle } from '#client/routing/route-handle.ts';
import { useSiteInfo } from '#client/site/use-site-info.ts';
import { languageLinks } from './language-links.ts';
import { usePageOrigin } from '#client/context/page-origin-context.ts';

/**
 * The document title, description, canonical link and language alternates of the deepest
 * route that names a title. React 19 hoists these into <head>, on the server render and again
 * after each navigation.
 */
export function PageMeta({ titleKey: override }: { titleKey?: string }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const titleKey =
    override ??
    matches
      .map((m) => (isRouteHandle(m.handle) ? m.handle.titleKey : undefined))
      .filter(Boolean)
      .pop();
  // The operator's system name, as the header and the footer show it (issue 36: a renamed site
  // kept the default name in every tab title).
  const site = useSiteInfo().systemName || t('common:app.name');
  const title = titleKey ? `${t(titleKey)} | ${site}` : site;
  const links = languageLinks(usePageOrigin(), pathname, search);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={t('common:meta.description')} />
      <meta name="keywords" content={t('common:meta.keywords')} />
      <link rel="canonical" href={links.canonical} />
      {links.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}
