import { fnv } from './channel/admin.ts';

/** Uptime Kuma's heartbeat statuses. */
const DOWN = 0;
const UP = 1;

/** The stand-in checks every minute, and its status page shows the last 100 beats (Uptime Kuma's). */
const INTERVAL_MS = 60_000;
const BEATS_SHOWN = 100;
const BEATS_PER_DAY = (24 * 60 * 60 * 1000) / INTERVAL_MS;

interface StandInMonitor {
  id: number;
  name: string;
  /** One check in `flakiness` fails (by a hash of the monitor and the minute, so it is deterministic). */
  flakiness: number;
  tag?: { name: string; value: string; color: string };
}

const GROUPS: ReadonlyArray<{ id: number; name: string; monitors: StandInMonitor[] }> = [
  {
    id: 1,
    name: 'API',
    monitors: [
      { id: 1, name: 'OpenAI', flakiness: 400, tag: { name: 'region', value: 'US', color: '#2563EB' } },
      { id: 2, name: 'Anthropic', flakiness: 250, tag: { name: 'region', value: 'US', color: '#2563EB' } },
      { id: 3, name: 'Gemini', flakiness: 90 },
      { id: 4, name: 'Midjourney', flakiness: 7 },
    ],
  },
  { id: 2, name: 'Console', monitors: [{ id: 5, name: 'Website', flakiness: 1000 }] },
];

function isDown(monitor: StandInMonitor, minute: number): boolean {
  return fnv(`${monitor.id}:${minute}`) % monitor.flakiness === 0;
}

/** `YYYY-MM-DD HH:mm:ss.SSS` in UTC, as Uptime Kuma 2 writes a beat's time. */
function kumaTime(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
}

/** `GET /api/status-page/<slug>` of Uptime Kuma (what one-hub passes on unchanged): the page and its public monitors. */
export function uptimeStatusPage(slug: string): unknown {
  return {
    config: {
      slug,
      title: 'Status',
      description: null,
      icon: '/icon.svg',
      theme: 'auto',
      published: true,
      showTags: true,
      customCSS: '',
      footerText: null,
      showPoweredBy: true,
      googleAnalyticsId: null,
      showCertificateExpiry: false,
    },
    incident: null,
    publicGroupList: GROUPS.map((group, index) => ({
      id: group.id,
      name: group.name,
      weight: index + 1,
      monitorList: group.monitors.map((monitor) => ({
        id: monitor.id,
        name: monitor.name,
        sendUrl: 0,
        type: 'http',
        tags: monitor.tag
          ? [
              {
                id: monitor.id,
                monitor_id: monitor.id,
                tag_id: 1,
                value: monitor.tag.value,
                name: monitor.tag.name,
                color: monitor.tag.color,
              },
            ]
          : [],
      })),
    })),
    maintenanceList: [],
  };
}

/**
 * `GET /api/status-page/heartbeat/<slug>`: each monitor's last 100 beats (oldest first) and its
 * availability over the last 24 hours (`<id>_24`, a ratio), from the clock alone.
 */
export function uptimeHeartbeats(nowMs: number): unknown {
  const lastMinute = Math.floor(nowMs / INTERVAL_MS);
  const heartbeatList: Record<string, unknown[]> = {};
  const uptimeList: Record<string, number> = {};
  for (const monitor of GROUPS.flatMap((group) => group.monitors)) {
    const beats = [];
    for (let minute = lastMinute - BEATS_SHOWN + 1; minute <= lastMinute; minute += 1) {
      const down = isDown(monitor, minute);
      beats.push({
        status: down ? DOWN : UP,
        time: kumaTime(minute * INTERVAL_MS),
        msg: down ? 'timeout of 48000ms exceeded' : '200 - OK',
        ping: down ? null : 80 + (fnv(`ping:${monitor.id}:${minute}`) % 300),
      });
    }
    heartbeatList[String(monitor.id)] = beats;
    let up = 0;
    for (let minute = lastMinute - BEATS_PER_DAY + 1; minute <= lastMinute; minute += 1) if (!isDown(monitor, minute)) up += 1;
    uptimeList[`${monitor.id}_24`] = up / BEATS_PER_DAY;
  }
  return { heartbeatList, uptimeList };
}
