import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailableModelMapSchema, OwnedBySchema } from '#shared/api/schemas/model.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { modelOptions } from './key-options.ts';
import type { ModelOption } from './key-options.ts';

export type Catalogue = { state: 'loading' } | { state: 'ready'; options: ModelOption[] } | { state: 'error'; message: string };

/** The model picker's options, fetched when the dialog opens (the list page does not need them). */
export function useModelCatalogue(selected: readonly string[]): Catalogue {
  const { t } = useTranslation(['key', 'error']);
  const [catalogue, setCatalogue] = useState<Catalogue>({ state: 'loading' });
  // Only the models the key had when the dialog opened matter for keeping unknown ones.
  const [initial] = useState(selected);
  useEffect(() => {
    let live = true;
    const api = browserApi();
    Promise.all([api.get('/api/available_model', AvailableModelMapSchema), api.get('/api/ownedby', OwnedBySchema).catch(() => ({}))]).then(
      ([models, owners]) =>
        live && setCatalogue({ state: 'ready', options: modelOptions(models, owners, initial, t('key:form.otherOwner')) }),
      (error: unknown) => live && setCatalogue({ state: 'error', message: errorMessage(error, t) }),
    );
    return () => {
      live = false;
    };
  }, [initial, t]);
  return catalogue;
}
