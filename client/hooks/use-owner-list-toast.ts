import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '#client/context/toast-context.ts';

/** The owner list failing is worth a toast with the gateway's message (spec section 8); the page still works. */
export function useOwnerListToast(error: string | null): void {
  const { t } = useTranslation('toast');
  const toast = useToast();
  useEffect(() => {
    if (error) toast.show(t('toast:site.ownersFailed', { message: error }), { severity: 'error' });
  }, [error, t, toast]);
}
