import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { turnstileQuery } from './auth-api.ts';

const WAIT_SECONDS = 60;

/** Asks the gateway to e-mail a verification code, then waits a minute before allowing another. */
export function SendCodeButton({ email, turnstile }: { email: string; turnstile: string | null }) {
  const { t } = useTranslation(['auth', 'error']);
  const toast = useToast();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function handleSend() {
    if (!z.email().safeParse(email.trim()).success) return toast.show(t('auth:code.emailFirst'), { severity: 'warning' });
    setSending(true);
    try {
      await browserApi().get('/api/verification', z.unknown(), { email: email.trim(), ...turnstileQuery(turnstile) });
      toast.show(t('auth:code.sent'), { severity: 'success' });
      setWait(WAIT_SECONDS);
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Button
      variant="outlined"
      onClick={() => void handleSend()}
      disabled={wait > 0}
      loading={sending}
      sx={{ flexShrink: 0, height: 56, minWidth: 120 }}
    >
      {wait > 0 ? t('auth:code.wait', { seconds: wait }) : t('auth:code.send')}
    </Button>
  );
}
