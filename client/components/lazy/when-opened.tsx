import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders its children (a drawer, dialog or menu from a lazy module) only from the first time
 * `open` is true on, and keeps them mounted after that so they can animate closed. Closed
 * overlays render nothing on the server either, so hydration matches, and a page's first load
 * carries none of their code (MUI's Modal, transitions, forms): it loads when first opened.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Updating state while rendering is React's pattern for state derived from props.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
