import { useState } from 'react';
import type { ReactNode } from 'react';
import { WhenOpened } from './when-opened.tsx';

/** The kinds of a dialog union `{ kind: 'edit', … } | { kind: 'quota', … }`; never for a single dialog. */
type KindOf<Dialog> = Dialog extends { kind: infer Kind extends string } ? Kind : never;

/** Which dialog a page has open, for which row: one at a time, null when none. */
export interface DialogHost<Dialog> {
  current: Dialog | null;
  open(dialog: Dialog): void;
  close(): void;
  /** The open dialog when it is of `kind`, else null: what `<Hosted>` renders. */
  of<Kind extends KindOf<Dialog>>(kind: Kind): Extract<Dialog, { kind: Kind }> | null;
}

/**
 * A list page's dialogs: one state says which is open and with what (a row, null for "new"),
 * so opening one closes the other, and each dialog reads its row from the state it was opened
 * with, not from a list that may have been read again meanwhile.
 */
export function useDialogHost<Dialog>(): DialogHost<Dialog> {
  const [current, setCurrent] = useState<Dialog | null>(null);
  return {
    current,
    open: setCurrent,
    close: () => setCurrent(null),
    of: <Kind extends KindOf<Dialog>>(kind: Kind) => (isOfKind<Dialog, Kind>(current, kind) ? current : null),
  };
}

function isOfKind<Dialog, Kind extends string>(dialog: Dialog | null, kind: Kind): dialog is Extract<Dialog, { kind: Kind }> {
  return typeof dialog === 'object' && dialog !== null && 'kind' in dialog && dialog.kind === kind;
}

/**
 * A lazy dialog, rendered while `dialog` is not null with what it was opened with. Its module
 * loads when it first opens (`WhenOpened`), and it unmounts when closed, so the next opening
 * starts from a fresh form (callers key it by the row).
 */
export function Hosted<Dialog>({ dialog, children }: { dialog: Dialog | null; children: (dialog: Dialog) => ReactNode }) {
  return <WhenOpened open={dialog !== null}>{dialog !== null ? children(dialog) : null}</WhenOpened>;
}
