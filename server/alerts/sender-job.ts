import type { i18n } from 'i18next';
import { forEachLimited } from '#server/scheduler/for-each-limited.ts';
import type { Job, JobContext } from '#server/scheduler/scheduler.ts';
import {
  claimDelivery,
  dueDeliveries,
  getAlerts,
  getDestination,
  getSubscription,
  LOG_RETENTION_MS,
  pruneLog,
  settleDelivery,
} from './alert-records.ts';
import type { AlertRow, DeliveryRow } from './alert-records.ts';
import { DeliveryError } from './delivery-error.ts';
import { sendTo } from './destinations.ts';
import type { SendOptions, SendTarget } from './destinations.ts';
import { writeAlert } from './messages.ts';
import { targetOfDestination, targetOfSubscription } from './stored-destination.ts';

/** Deliveries read at a time, and batches per turn (the rest waits for the next turn). */
const BATCH = 50;
const BATCHES_PER_TURN = 10;
/** Receivers sent to at the same time. */
const CONCURRENCY = 4;
/** A delivery is given up after this many attempts (about 4 hours of backoff at the default base). */
export const MAX_ATTEMPTS = 8;

export interface SenderOptions {
  i18n: i18n;
  /** The scheduler's lease holder id, written into each delivery's lease. */
  holder: string;
  send: SendOptions;
  /** The first retry's wait; each next one doubles it (30 s, 1 min, 2 min … at most 1 h). */
  retryBaseMs?: number;
  wallNow?: () => number;
}

/** The wait before attempt `attempts + 1`: exponential, capped at an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** Where a delivery goes now: its destination, or the user's own webhook/e-mail; gone when either was removed or turned off. */
async function targetOf(context: JobContext, delivery: DeliveryRow): Promise<SendTarget> {
  const [type, id = ''] = delivery.target.split(':');
  if (type === 'destination') {
    const destination = await getDestination(context.store.db, id);
    if (!destination || destination.enabled !== 1) throw new DeliveryError('gone', 'destination');
    return targetOfDestination(destination);
  }
  const subscription = await getSubscription(context.store.db, Number(id));
  if (!subscription || subscription.enabled !== 1 || subscription.via !== delivery.channel)
    throw new DeliveryError('gone', 'notifications');
  return targetOfSubscription(subscription, delivery.recipient);
}

/**
 * The alert sender: at every turn, each delivery that is due (pending, or in flight under a
 * lease its sender left to run out) is claimed under a lease (alert-records.ts `claimDelivery`),
 * written in its recipient's language and sent. The outcome is recorded by the lease's holder
 * only: sent, or pending again after an exponential backoff, or failed for good (a refused
 * address, a 4xx, MAX_ATTEMPTS). A sender killed mid-send leaves the lease to run out and the
 * next leader sends again with the same alert id, which the receivers use to keep one copy.
 */
export function alertSenderJob(options: SenderOptions): Job {
  const wallNow = options.wallNow ?? Date.now;
  const retryBaseMs = options.retryBaseMs ?? 30_000;

  async function deliver(context: JobContext, delivery: DeliveryRow, alert: AlertRow | undefined): Promise<void> {
    const leaseMs = options.send.timeoutMs + context.leaseMs;
    if (!context.stillLeader() || !(await claimDelivery(context.store.db, delivery.id, options.holder, wallNow(), leaseMs))) return;
    const attempts = delivery.attempts + 1;
    try {
      if (!alert) throw new DeliveryError('gone', 'alert');
      const target = await targetOf(context, delivery);
      const statusCode = await sendTo(target, writeAlert(options.i18n, alert, delivery.language), options.send);
      await settleDelivery(
        context.store.db,
        delivery.id,
        options.holder,
        { state: 'sent', status_code: statusCode, error: null, next_attempt_at: 0 },
        wallNow(),
      );
      context.log.info({ deliveryId: delivery.id, alertId: delivery.alert_id, channel: delivery.channel, attempts }, 'alerts: delivered');
    } catch (error) {
      const failure =
        error instanceof DeliveryError ? error : new DeliveryError('network', error instanceof Error ? error.message : String(error));
      const final = failure.final || attempts >= MAX_ATTEMPTS;
      await settleDelivery(
        context.store.db,
        delivery.id,
        options.holder,
        {
          state: final ? 'failed' : 'pending',
          status_code: failure.statusCode,
          error: failure.toStored(),
          next_attempt_at: final ? 0 : wallNow() + backoffMs(attempts, retryBaseMs),
        },
        wallNow(),
      );
      context.log.warn(
        { deliveryId: delivery.id, alertId: delivery.alert_id, channel: delivery.channel, attempts, reason: failure.code, final },
        final ? 'alerts: delivery failed for good' : 'alerts: delivery failed; tried again later',
      );
    }
  }

  return {
    name: 'alert-sender',
    async run(context) {
      const tried = new Set<string>();
      for (let batch = 0; batch < BATCHES_PER_TURN && context.stillLeader(); batch += 1) {
        const due = (await dueDeliveries(context.store.db, wallNow(), BATCH)).filter((delivery) => !tried.has(delivery.id));
        if (due.length === 0) break;
        for (const delivery of due) tried.add(delivery.id);
        const alerts = new Map(
          (await getAlerts(context.store.db, [...new Set(due.map((delivery) => delivery.alert_id))])).map((alert) => [alert.id, alert]),
        );
        await forEachLimited(due, CONCURRENCY, (delivery) => deliver(context, delivery, alerts.get(delivery.alert_id)));
      }
      await pruneLog(context.store.db, wallNow() - LOG_RETENTION_MS);
    },
  };
}
