import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { loadScript } from '#client/context/page-scripts.ts';

interface TurnstileApi {
  render(element: HTMLElement, options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void }): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** Loads Cloudflare's script once, only when the gateway asks for human verification. */
async function loadTurnstile(): Promise<TurnstileApi> {
  await loadScript(TURNSTILE_SCRIPT);
  if (!window.turnstile) throw new Error('Turnstile did not load');
  return window.turnstile;
}

/** The Turnstile widget; reports a token when the visitor passes and null when it expires. */
export function TurnstileWidget({ siteKey, onToken }: { siteKey: string; onToken(token: string | null): void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  useEffect(() => {
    callback.current = onToken;
  }, [onToken]);
  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadTurnstile()
      .then((api) => {
        if (cancelled || !container.current) return;
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => callback.current(token),
          'expired-callback': () => callback.current(null),
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);
  return <Box ref={container} data-testid="turnstile" sx={{ minHeight: 65 }} />;
}
