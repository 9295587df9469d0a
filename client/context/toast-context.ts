import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  severity?: ToastSeverity;
  /** Milliseconds before it closes by itself; null keeps it until closed. */
  duration?: number | null;
}

export interface ToastApi {
  /** Shows a message; returns its id so it can be replaced or closed. */
  show(message: string, options?: ToastOptions): number;
  /** Replaces the text and kind of a shown toast (a loading toast becoming a result). */
  update(id: number, message: string, options?: ToastOptions): void;
  close(id: number): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the app: top-right, at most four, each with a close button (spec section 9). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
