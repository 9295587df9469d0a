import { useState } from 'react';
import type { ReactNode } from 'react';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import type { ConfirmRequest } from './confirm-dialog.tsx';

// The dialog's code loads when the first confirmation is asked.
const ConfirmActionDialog = lazyNamed(() => import('./confirm-dialog.tsx'), 'ConfirmActionDialog');

export interface Confirm {
  /** Opens the confirmation; its `run` is called only when the user confirms. */
  ask(request: ConfirmRequest): void;
  /** Asks before what cannot be taken back (a delete, a cancellation): the confirm button is red. */
  askDestructive(question: Omit<ConfirmRequest, 'run' | 'destructive'>, action: () => Promise<unknown>): void;
  /** The dialog, rendered once by the page where it asks. */
  dialog: ReactNode;
}

/** A page's confirmations before destructive or batch actions: one dialog, asked for by any action. */
export function useConfirm(cancelLabel: string): Confirm {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return {
    ask: setRequest,
    askDestructive: (question, action) =>
      setRequest({
        ...question,
        destructive: true,
        run: async () => {
          await action();
        },
      }),
    dialog: (
      <WhenOpened open={request !== null}>
        <ConfirmActionDialog request={request} cancelLabel={cancelLabel} onClose={() => setRequest(null)} />
      </WhenOpened>
    ),
  };
}
