/**
 * The ports of the Playwright project `one-hub` (playwright.config.ts starts its server; the
 * spec reaches one-hub itself to read what it stores): all from `E2E_PORT`, so a local run on
 * another port moves them together.
 */
export function oneHubPorts(base = Number(process.env.E2E_PORT ?? 3210)) {
  return {
    /** The console in front of one-hub (`npm run start:one-hub`'s PORT). */
    console: base + 6,
    /** The OpenID provider one-hub signs users in with (tests/helpers/oidc-issuer.ts). */
    oidc: base + 7,
    /** one-hub itself (its API, called directly: the console's proxy blanks the secrets). */
    gateway: base + 8,
  };
}
