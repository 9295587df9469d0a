import type { TFunction } from 'i18next';
import type { ListSearchBarLabels } from './list-search-bar.tsx';

type OptionalLabel = Exclude<keyof ListSearchBarLabels, 'search' | 'refresh'>;

/**
 * A list's search bar labels from its namespace's `toolbar.*` keys (`t` bound to it): the
 * search field and refresh always, and the optional ones the list has.
 */
export function toolbarLabels(t: TFunction, optional: readonly OptionalLabel[] = []): ListSearchBarLabels {
  const labels: ListSearchBarLabels = { search: t('toolbar.search'), refresh: t('toolbar.refresh') };
  for (const name of optional) labels[name] = t(`toolbar.${name}`);
  return labels;
}
