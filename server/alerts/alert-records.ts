import type { Kysely, Selectable } from 'kysely';
import type {
  AlertConditionTable,
  AlertDeliveryTable,
  AlertDestinationTable,
  AlertOutboxTable,
  AlertRuleTable,
  AlertSubscriptionTable,
  StoreSchema,
} from '#server/store/schema.ts';

export type DestinationRow = Selectable<AlertDestinationTable>;
export type RuleRow = Selectable<AlertRuleTable>;
export type SubscriptionRow = Selectable<AlertSubscriptionTable>;
export type ConditionRow = Selectable<AlertConditionTable>;
export type AlertRow = Selectable<AlertOutboxTable>;
export type DeliveryRow = Selectable<AlertDeliveryTable>;
type Db = Kysely<StoreSchema>;

/** Alerts and their deliveries are kept this long for the log. */
export const LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export function listDestinations(db: Db): Promise<DestinationRow[]> {
  return db.selectFrom('alert_destinations').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function getDestination(db: Db, id: string): Promise<DestinationRow | undefined> {
  return db.selectFrom('alert_destinations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function saveDestination(db: Db, row: DestinationRow): Promise<void> {
  const { id: _id, created_at: _created, ...changes } = row;
  await db
    .insertInto('alert_destinations')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}

export async function deleteDestination(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('alert_destinations').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export function listRules(db: Db): Promise<RuleRow[]> {
  return db.selectFrom('alert_rules').selectAll().execute();
}

export async function saveRule(db: Db, row: RuleRow): Promise<void> {
  const { kind: _kind, ...changes } = row;
  await db
    .insertInto('alert_rules')
    .values(row)
    .onConflict((conflict) => conflict.column('kind').doUpdateSet(changes))
    .execute();
}

export function getSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('alert_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveSubscription(db: Db, row: SubscriptionRow): Promise<void> {
  const { user_id: _id, ...changes } = row;
  await db
    .insertInto('alert_subscriptions')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

/** The users who opted in, by id, after `afterUserId` (the check walks them in pages). */
export function enabledSubscriptionsAfter(db: Db, afterUserId: number, size: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('alert_subscriptions')
    .selectAll()
    .where('enabled', '=', 1)
    .where('user_id', '>', afterUserId)
    .orderBy('user_id')
    .limit(size)
    .execute();
}

export function enabledSubscriptionsOf(db: Db, userIds: readonly number[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('alert_subscriptions')
    .selectAll()
    .where('enabled', '=', 1)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** Every condition of a kind (what the check compares the gateway's state with). */
export async function conditionsOf(db: Db, kind: string): Promise<Map<string, ConditionRow>> {
  const rows = await db.selectFrom('alert_conditions').selectAll().where('kind', '=', kind).execute();
  return new Map(rows.map((row) => [row.key, row]));
}

export async function deleteConditions(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0)
    await db
      .deleteFrom('alert_conditions')
      .where('key', 'in', [...keys])
      .execute();
}

/** A delivery row as the outbox writes it, before anything is sent. */
export interface NewDelivery {
  target: string;
  channel: string;
  language: DeliveryRow['language'];
  recipient: string;
}

/** A change of a condition and, when it alerts, the alert and its deliveries. */
export interface Transition {
  key: string;
  kind: string;
  /** What the row must hold now for this change to apply (null: no row yet). */
  expect: { firing: boolean; observed: string } | null;
  firing: boolean;
  observed: string;
  alert?: { id: string; event: AlertRow['event']; facts: Record<string, unknown>; createdAt: number; deliveries: NewDelivery[] };
  /** Real time (ms). */
  wallNow: number;
}

/**
 * Records a condition's change and its alert in one transaction: the condition row moves only if
 * it still holds what the check read (compare and set), and only then are the alert and one
 * pending delivery per recipient written. So a check repeated by another leader, or racing one,
 * alerts once, and an alert is in the outbox before anything is sent. True when it applied.
 */
export async function recordTransition(db: Db, change: Transition): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = {
      key: change.key,
      kind: change.kind,
      firing: change.firing ? 1 : 0,
      observed: change.observed,
      alert_id: change.alert?.id ?? null,
      updated_at: change.wallNow,
    };
    let applied: boolean;
    if (change.expect === null) {
      const inserted = await trx
        .insertInto('alert_conditions')
        .values(row)
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      applied = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    } else {
      const { key: _key, ...changes } = row;
      const updated = await trx
        .updateTable('alert_conditions')
        .set(change.alert ? changes : { ...changes, alert_id: undefined })
        .where('key', '=', change.key)
        .where('firing', '=', change.expect.firing ? 1 : 0)
        .where('observed', '=', change.expect.observed)
        .executeTakeFirst();
      applied = Number(updated.numUpdatedRows) === 1;
    }
    if (!applied || !change.alert) return applied;
    const { alert } = change;
    await trx
      .insertInto('alert_outbox')
      .values({
        id: alert.id,
        condition_key: change.key,
        kind: change.kind,
        event: alert.event,
        facts: JSON.stringify(alert.facts),
        created_at: alert.createdAt,
      })
      .execute();
    if (alert.deliveries.length > 0)
      await trx
        .insertInto('alert_deliveries')
        .values(alert.deliveries.map((delivery) => newDeliveryRow(alert.id, delivery, change.wallNow)))
        .execute();
    return true;
  });
}

function newDeliveryRow(alertId: string, delivery: NewDelivery, wallNow: number): DeliveryRow {
  return {
    id: crypto.randomUUID(),
    alert_id: alertId,
    ...delivery,
    state: 'pending',
    attempts: 0,
    next_attempt_at: wallNow,
    lease_holder: null,
    lease_until: 0,
    status_code: null,
    error: null,
    created_at: wallNow,
    updated_at: wallNow,
  };
}

/** A test's alert and its one delivery, written as sent or failed once the test is done. */
export async function recordTest(
  db: Db,
  alert: { id: string; facts: Record<string, unknown>; createdAt: number },
  delivery: NewDelivery,
  outcome: { sent: boolean; statusCode: number | null; error: string | null },
  wallNow: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('alert_outbox')
      .values({
        id: alert.id,
        condition_key: 'test',
        kind: 'test',
        event: 'test',
        facts: JSON.stringify(alert.facts),
        created_at: alert.createdAt,
      })
      .execute();
    await trx
      .insertInto('alert_deliveries')
      .values({
        ...newDeliveryRow(alert.id, delivery, wallNow),
        state: outcome.sent ? 'sent' : 'failed',
        attempts: 1,
        status_code: outcome.statusCode,
        error: outcome.error,
      })
      .execute();
  });
}

/** Deliveries to try now: pending and due, or in flight under a lease that ran out (its sender died). */
export function dueDeliveries(db: Db, wallNow: number, limit: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('alert_deliveries')
    .selectAll()
    .where((where) =>
      where.or([
        where.and([where('state', '=', 'pending'), where('next_attempt_at', '<=', wallNow)]),
        where.and([where('state', '=', 'sending'), where('lease_until', '<', wallNow)]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a delivery for sending under a lease: one conditional update, so of two senders only one
 * gets it, and one whose sender died mid-send is taken again once its lease has run out (the
 * receiver then sees the same alert id twice and keeps one).
 */
export async function claimDelivery(db: Db, id: string, holder: string, wallNow: number, leaseMs: number): Promise<boolean> {
  const updated = await db
    .updateTable('alert_deliveries')
    .set((eb) => ({
      state: 'sending',
      lease_holder: holder,
      lease_until: wallNow + leaseMs,
      attempts: eb('attempts', '+', 1),
      updated_at: wallNow,
    }))
    .where('id', '=', id)
    .where((where) =>
      where.or([
        where.and([where('state', '=', 'pending'), where('next_attempt_at', '<=', wallNow)]),
        where.and([where('state', '=', 'sending'), where('lease_until', '<', wallNow)]),
      ]),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The outcome of one attempt, written only by the holder of the delivery's lease. */
export async function settleDelivery(
  db: Db,
  id: string,
  holder: string,
  outcome: Pick<DeliveryRow, 'state' | 'status_code' | 'error' | 'next_attempt_at'>,
  wallNow: number,
): Promise<void> {
  await db
    .updateTable('alert_deliveries')
    .set({ ...outcome, lease_holder: null, lease_until: 0, updated_at: wallNow })
    .where('id', '=', id)
    .where('lease_holder', '=', holder)
    .where('state', '=', 'sending')
    .execute();
}

export function getAlerts(db: Db, ids: readonly string[]): Promise<AlertRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('alert_outbox')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** One page of the delivery log, newest first, each with its alert. */
export async function pageOfDeliveries(
  db: Db,
  page: number,
  size: number,
): Promise<{ rows: (DeliveryRow & { kind: string; event: AlertRow['event']; facts: string })[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('alert_deliveries')
      .innerJoin('alert_outbox', 'alert_outbox.id', 'alert_deliveries.alert_id')
      .selectAll('alert_deliveries')
      .select(['alert_outbox.kind', 'alert_outbox.event', 'alert_outbox.facts'])
      .orderBy('alert_deliveries.created_at', 'desc')
      .orderBy('alert_deliveries.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('alert_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Drops alerts and deliveries older than the log keeps (a delivery still pending is kept). */
export async function pruneLog(db: Db, before: number): Promise<void> {
  await db.deleteFrom('alert_deliveries').where('created_at', '<', before).where('state', 'in', ['sent', 'failed']).execute();
  await db
    .deleteFrom('alert_outbox')
    .where('created_at', '<', before)
    .where((where) =>
      where.not(
        where.exists(where.selectFrom('alert_deliveries').select('id').whereRef('alert_deliveries.alert_id', '=', 'alert_outbox.id')),
      ),
    )
    .execute();
}
