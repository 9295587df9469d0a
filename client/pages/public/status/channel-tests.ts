import { CHANNEL_STATUS } from '#shared/api/schemas/channel.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';

/** One provider's (channel type's) channel tests, as the gateway last recorded them. */
export interface ProviderTests {
  type: number;
  channels: number;
  enabled: number;
  autoDisabled: number;
  /** Unix seconds of the latest test, 0 when none was ever run. */
  lastTest: number;
  /** Mean response time (ms) of the enabled channels' last tests, null when none was tested. */
  responseMs: number | null;
}

/** The channels' last test results summed per type, most channels first. */
export function providerTests(channels: readonly Channel[]): ProviderTests[] {
  const byType = new Map<number, ProviderTests & { timed: number; timeSum: number }>();
  for (const channel of channels) {
    const entry = byType.get(channel.type) ?? {
      type: channel.type,
      channels: 0,
      enabled: 0,
      autoDisabled: 0,
      lastTest: 0,
      responseMs: null,
      timed: 0,
      timeSum: 0,
    };
    entry.channels += 1;
    if (channel.status === CHANNEL_STATUS.enabled) entry.enabled += 1;
    if (channel.status === CHANNEL_STATUS.auto) entry.autoDisabled += 1;
    entry.lastTest = Math.max(entry.lastTest, channel.test_time);
    if (channel.status === CHANNEL_STATUS.enabled && channel.test_time > 0 && channel.response_time > 0) {
      entry.timed += 1;
      entry.timeSum += channel.response_time;
    }
    byType.set(channel.type, entry);
  }
  return [...byType.values()]
    .map(({ timed, timeSum, ...entry }) => ({ ...entry, responseMs: timed > 0 ? Math.round(timeSum / timed) : null }))
    .sort((a, b) => b.channels - a.channels || a.type - b.type);
}
