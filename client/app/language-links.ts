import { LANGUAGES } from '../../shared/i18n/settings.ts';

/** The page's URL without the `lng` switch, and the same URL in each language. */
export function languageLinks(pathname: string, search: string): { canonical: string; alternates: { hrefLang: string; href: string }[] } {
  const params = new URLSearchParams(search);
  params.delete('lng');
  const query = params.toString();
  const canonical = query ? `${pathname}?${query}` : pathname;
  const withLanguage = (lng: string) => {
    const next = new URLSearchParams(params);
    next.set('lng', lng);
    return `${pathname}?${next.toString()}`;
  };
  return {
    canonical,
    alternates: [...LANGUAGES.map((lng) => ({ hrefLang: lng, href: withLanguage(lng) })), { hrefLang: 'x-default', href: canonical }],
  };
}
