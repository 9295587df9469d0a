import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '#client/context/use-hydrated.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { SignInMethod } from './auth-api.ts';
import type * as PasskeyCeremony from './passkey-ceremony.ts';
import { passkeyErrorMessage } from './passkey-errors.ts';
import { passkeyUsedHere } from './passkey-hint.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

let ceremonyModule: Promise<typeof PasskeyCeremony> | null = null;
const loadCeremony = () => (ceremonyModule ??= import('./passkey-ceremony.ts'));

/**
 * "Sign in with a passkey" (discoverable: no username) and, in a browser that has used a passkey
 * here, the browser's passkey suggestions in the username field (conditional mediation). Both
 * end exactly as a password sign-in does (`finishSignIn`, `useCompleteSignIn`). Rendered
 * after hydration only: it needs the browser's WebAuthn, and the server cannot know about it.
 */
export function PasskeySignIn({ method }: { method: SignInMethod }) {
  const { t } = useTranslation(['auth', 'error']);
  const hydrated = useHydrated();
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The autofill's ceremony while it runs (it never rejects). The button ends it and waits for
  // it to settle: the browser serves one WebAuthn request at a time, and the gateway keeps one
  // sign-in challenge per session, which a late autofill `login/begin` would replace.
  const autofill = useRef<Promise<void> | null>(null);
  const buttonUsed = useRef(false);

  const startAutofill = useEffectEvent(async (active: () => boolean) => {
    // One `login/begin` per visit, only where a passkey was used before: the gateway's
    // critical-route budget (20 per 20 minutes per IP) is shared with password sign-in.
    if (!passkeyUsedHere()) return;
    const ceremony = await loadCeremony();
    if (!active() || buttonUsed.current || !(await ceremony.browserSupportsWebAuthnAutofill())) return;
    const options = await ceremony.beginPasskeySignIn(browserApi());
    if (!active() || buttonUsed.current) return;
    await completeSignIn(await ceremony.finishPasskeySignIn(browserApi(), method, options, true));
  });
  const explain = useEffectEvent((reason: unknown) => setError(passkeyErrorMessage(reason, t)));

  useEffect(() => {
    let active = true;
    const previous = autofill.current;
    autofill.current = (async () => {
      await previous;
      await startAutofill(() => active);
    })().catch((reason: unknown) => {
      if (active) explain(reason);
    });
    return () => {
      active = false;
      // A pending autofill request would outlive the page otherwise.
      void ceremonyModule?.then(({ cancelPasskeyCeremony }) => cancelPasskeyCeremony());
    };
  }, []);

  async function signInWithButton() {
    buttonUsed.current = true;
    setError(null);
    setBusy(true);
    try {
      const ceremony = await loadCeremony();
      ceremony.cancelPasskeyCeremony();
      await autofill.current;
      const api = browserApi();
      await completeSignIn(await ceremony.finishPasskeySignIn(api, method, await ceremony.beginPasskeySignIn(api), false));
    } catch (reason) {
      setError(passkeyErrorMessage(reason, t));
    } finally {
      setBusy(false);
    }
  }

  if (!hydrated) return null;
  return (
    <Stack spacing={1.5}>
      <Button
        fullWidth
        variant="outlined"
        size="large"
        loading={busy}
        onClick={() => void signInWithButton()}
        data-testid="passkey-sign-in"
      >
        {t('auth:passkey.signIn')}
      </Button>
      {error ? (
        <Alert severity="error" data-testid="passkey-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
