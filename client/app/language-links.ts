import { LANGUAGES } from '#shared/i18n/settings.ts';

/**
 * The page's absolute URL without the `lng` switch, and the same URL in each language (search
 * engines want absolute hreflang URLs). `origin` is the one the page was rendered for, so a
 * console reached under several names points them all to PUBLIC_URL.
 */
export function languageLinks(
  origin: string,
  pathname: string,
  search: string,
): { canonical: string; alternates: { hrefLang: string; href: string }[] } {
  const params = new URLSearchParams(search);
  params.delete('lng');
  const query = params.toString();
  const canonical = `${origin}${pathname}${query ? `?${query}` : ''}`;
  const withLanguage = (lng: string) => {
    const next = new URLSearchParams(params);
    next.set('lng', lng);
    return `${origin}${pathname}?${next.toString()}`;
  };
  return {
    canonical,
    alternates: [...LANGUAGES.map((lng) => ({ hrefLang: lng, href: withLanguage(lng) })), { hrefLang: 'x-default', href: canonical }],
  };
}
