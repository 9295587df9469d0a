import { useTranslation } from 'react-i18next';
import { useToast } from '#client/context/toast-context.ts';

/** Copies text to the clipboard: a success toast, or a 5-second error toast naming what failed. */
export function useCopy(): (text: string, name: string) => Promise<boolean> {
  const { t } = useTranslation('toast');
  const toast = useToast();
  return async (text, name) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('copy.success', { name }), { severity: 'success' });
      return true;
    } catch {
      toast.show(t('copy.error', { name, text }), { severity: 'error', duration: 5000 });
      return false;
    }
  };
}
