import { successEnvelope } from '#shared/api/bare-answer.ts';
import type { UptimeBeat, UptimeHeartbeats, UptimeStatusPage } from '#shared/api/schemas/uptime.ts';

/** What a monitor's last check said (Uptime Kuma's beat statuses 0–3); `unknown` before any. */
export type MonitorState = 'down' | 'up' | 'pending' | 'maintenance' | 'unknown';

const STATES: readonly MonitorState[] = ['down', 'up', 'pending', 'maintenance'];

export function beatState(beat: UptimeBeat | undefined): MonitorState {
  return beat ? (STATES[beat.status] ?? 'unknown') : 'unknown';
}

/** How the 24 h availability reads: at least 99 % good, at least 95 % degraded, less poor. */
export type AvailabilityTone = 'good' | 'degraded' | 'poor' | 'unknown';

export function availabilityTone(ratio: number | null): AvailabilityTone {
  if (ratio === null) return 'unknown';
  return ratio >= 0.99 ? 'good' : ratio >= 0.95 ? 'degraded' : 'poor';
}

/** The checks a row shows: the latest ones, oldest first. */
export const BEATS_SHOWN = 30;

export interface MonitorView {
  id: number;
  name: string;
  tags: string[];
  /** Availability over the last 24 hours as a ratio, or null when Kuma sent none. */
  uptime24: number | null;
  state: MonitorState;
  /** When the last check ran, as Kuma wrote it (UTC), or null. */
  lastCheck: string | null;
  /** The last checks' states, oldest first. */
  beats: MonitorState[];
}

export interface MonitorGroupView {
  id: number;
  name: string;
  monitors: MonitorView[];
}

/** The status page's groups with each monitor's availability and recent checks. */
export function monitorGroups(page: UptimeStatusPage, heartbeats: UptimeHeartbeats): MonitorGroupView[] {
  return page.publicGroupList.map((group) => ({
    id: group.id,
    name: group.name,
    monitors: group.monitorList.map((monitor) => {
      const beats = heartbeats.heartbeatList[String(monitor.id)] ?? [];
      const last = beats.at(-1);
      return {
        id: monitor.id,
        name: monitor.name,
        tags: (monitor.tags ?? []).map((tag) => (tag.value ? `${tag.name}: ${tag.value}` : tag.name)),
        uptime24: heartbeats.uptimeList[`${monitor.id}_24`] ?? null,
        state: beatState(last),
        lastCheck: last?.time ?? null,
        beats: beats.slice(-BEATS_SHOWN).map(beatState),
      };
    }),
  }));
}

/** Seconds since the epoch of a beat's time (`YYYY-MM-DD HH:mm:ss(.SSS)`, UTC), or null. */
export function beatSeconds(time: string): number | null {
  const ms = Date.parse(`${time.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** How many of the shown checks were in each state. */
export function countStates(beats: readonly MonitorState[]): Partial<Record<MonitorState, number>> {
  const counts: Partial<Record<MonitorState, number>> = {};
  for (const state of beats) counts[state] = (counts[state] ?? 0) + 1;
  return counts;
}

/** A bare Uptime Kuma answer (an object without `success`) in the envelope the API client reads. */
export function envelopeOfKumaAnswer(parsed: unknown): unknown {
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && !('success' in parsed)
    ? successEnvelope(parsed)
    : parsed;
}
