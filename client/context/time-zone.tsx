import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { TIME_ZONE_COOKIE } from '#shared/format/date.ts';
import { writeConsoleCookie } from '#client/session/console-cookie.ts';

const TimeZoneContext = createContext('UTC');

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const noSubscription = () => () => undefined;

/**
 * Dates render in the zone the server used (from the `tz` cookie, UTC on a first visit) while
 * hydrating, then in the browser's own zone (React switches snapshots after hydration), which
 * is remembered in the cookie for the next server render.
 */
export function TimeZoneProvider({ initial, children }: { initial: string; children: ReactNode }) {
  const timeZone = useSyncExternalStore(noSubscription, browserZone, () => initial);
  useEffect(() => {
    if (timeZone !== initial)
      writeConsoleCookie(`${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }, [timeZone, initial]);
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}

export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
