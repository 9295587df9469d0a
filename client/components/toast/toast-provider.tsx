import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ToastContext } from '#client/context/toast-context.ts';
import type { ToastApi, ToastOptions, ToastSeverity } from '#client/context/toast-context.ts';

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

const MAX_TOASTS = 4;
const DEFAULT_DURATION = 3000;

/** Renders the toast stack and gives descendants `useToast()`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const close = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const schedule = useCallback(
    (id: number, duration: number | null | undefined) => {
      clearTimeout(timers.current.get(id));
      const ms = duration === undefined ? DEFAULT_DURATION : duration;
      if (ms !== null)
        timers.current.set(
          id,
          setTimeout(() => close(id), ms),
        );
    },
    [close],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show(message, options: ToastOptions = {}) {
        const id = nextId.current++;
        setToasts((list) => [...list, { id, message, severity: options.severity ?? 'info' }].slice(-MAX_TOASTS));
        schedule(id, options.duration);
        return id;
      },
      update(id, message, options: ToastOptions = {}) {
        setToasts((list) => list.map((toast) => (toast.id === id ? { id, message, severity: options.severity ?? toast.severity } : toast)));
        schedule(id, options.duration);
      },
      close,
    }),
    [close, schedule],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack
        spacing={1}
        aria-live="polite"
        sx={{ position: 'fixed', top: 16, right: 16, width: 300, zIndex: (theme) => theme.zIndex.snackbar }}
      >
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            severity={toast.severity}
            variant="filled"
            onClose={() => close(toast.id)}
            slotProps={{ closeButton: { title: t('actions.close') } }}
            data-testid="toast"
          >
            {toast.message}
          </Alert>
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}
