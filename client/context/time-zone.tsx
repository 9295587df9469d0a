import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { TIME_ZONE_COOKIE } from '#shared/format/date.ts';
import { writeConsoleCookie } from '#client/session/console-cookie.ts';
import { useAfterHydration } from './use-hydrated.ts';

const TimeZoneContext = createContext('UTC');

/** The browser's zone, asked once: ICU sets up its zone data on the first ask. */
let browserZone: string | undefined;
function readBrowserZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return browserZone;
}

/**
 * Dates render in the zone the server used (from the `tz` cookie, UTC on a first visit) while
 * hydrating, then in the browser's own zone, which is remembered in the cookie for the next
 * server render. The browser is asked in the transition that follows hydration
 * (useAfterHydration): the first ask sets up ICU's zone data (about 25 ms, 100 ms
 * on the bench's slow phone), which hydrating need not wait for, and a visitor whose zone is the
 * cookie's sees nothing change.
 */
export function TimeZoneProvider({ initial, children }: { initial: string; children: ReactNode }) {
  const timeZone = useAfterHydration() ? readBrowserZone() : initial;
  useEffect(() => {
    if (timeZone !== initial)
      writeConsoleCookie(`${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }, [timeZone, initial]);
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}

export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
