import { useTranslation } from 'react-i18next';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import type { KeyQuery } from '#client/components/key-editor/key-query.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

interface KeyToolbarProps {
  state: UrlState<KeyQuery>;
  onCreate(): void;
}

/** Keyword search (a name prefix, kept in the URL; the list follows a pause in typing), refresh and "new key". */
export function KeyToolbar({ state, onCreate }: KeyToolbarProps) {
  const { t } = useTranslation('key');
  return <ListSearchBar state={state} field="keyword" padded onCreate={onCreate} labels={toolbarLabels(t, ['searchButton', 'create'])} />;
}
