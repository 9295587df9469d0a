import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

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

let loading: Promise<TurnstileApi> | null = null;

/** Loads Cloudflare's script once, only when the gateway asks for human verification. */
function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => reject(new Error('Turnstile could not be loaded'));
    document.head.append(script);
  });
  return loading;
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
        widgetId = api.render(container.current, { sitekey: siteKey, callback: (token) => callback.current(token), 'expired-callback': () => callback.current(null) });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);
  return <Box ref={container} data-testid="turnstile" sx={{ minHeight: 65 }} />;
}
