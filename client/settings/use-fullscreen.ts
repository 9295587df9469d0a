import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

const isFullscreen = () => document.fullscreenElement !== null;
const canFullscreen = () => document.fullscreenEnabled;
const never = () => false;

/**
 * Whether the page is shown full screen, following `fullscreenchange` (Esc, the browser's own
 * controls), and a toggle. The server knows neither, so both start false there.
 */
export function useFullscreen(): { active: boolean; supported: boolean; toggle(): void } {
  const active = useSyncExternalStore(subscribe, isFullscreen, never);
  const supported = useSyncExternalStore(subscribe, canFullscreen, never);
  const toggle = () => {
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Refused (no user gesture, a policy): nothing to show the user, the button stays as it is.
    change.catch((error: unknown) => console.warn('fullscreen change refused', error));
  };
  return { active, supported, toggle };
}
