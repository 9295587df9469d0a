import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { browserApi } from '#client/session/credentials.ts';

export type PollState = 'idle' | 'waiting' | 'paid' | 'expired';

export interface PollOptions {
  intervalMs?: number;
  /** Give up after this long (one-hub closes unpaid orders after 3 h; nobody waits that long on a page). */
  timeoutMs?: number;
}

/**
 * Asks `/api/user/order/status` every few seconds until the order is paid (the gateway answers
 * `success: true` only then), the time is up, or the component goes away. A failed request
 * is just "not yet": the next tick asks again. A new `round` starts over ("check again").
 */
export function useOrderPoll(
  tradeNo: string | null,
  { intervalMs = 2500, timeoutMs = 10 * 60_000 }: PollOptions = {},
  round = 0,
): PollState {
  const [result, setResult] = useState<{ key: string; state: PollState } | null>(null);
  const key = `${tradeNo ?? ''}#${round}`;

  useEffect(() => {
    if (!tradeNo) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + timeoutMs;
    const finish = (state: PollState) => active && setResult({ key, state });
    const tick = async () => {
      try {
        await browserApi().get('/api/user/order/status', z.unknown(), { trade_no: tradeNo });
        return finish('paid');
      } catch {
        // Not paid yet (success:false) or the gateway hiccuped: ask again.
      }
      if (!active) return;
      if (Date.now() >= deadline) return finish('expired');
      timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [tradeNo, key, intervalMs, timeoutMs]);

  if (!tradeNo) return 'idle';
  return result?.key === key ? result.state : 'waiting';
}
