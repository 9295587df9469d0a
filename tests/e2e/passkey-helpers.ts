import type { CDPSession, Page } from '@playwright/test';

export interface Authenticator {
  cdp: CDPSession;
  id: string;
}

/** Chromium's virtual platform authenticator (CDP WebAuthn): resident keys, user verification that approves at once. */
export async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

export async function credentialsOf({ cdp, id }: Authenticator) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials;
}

/**
 * Forgets that this browser used a passkey, so /login offers no autofill: the virtual
 * authenticator answers an autofill request at once, which would sign in before the button is
 * pressed (the autofill has its own test).
 */
export async function withoutAutofill(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.removeItem('passkey-used'));
}
