import type { i18n, TFunction } from 'i18next';
import { ROLE } from '#shared/access.ts';
import { ALERT_RULE_KINDS } from '#shared/api/schemas/alerts.ts';
import type {
  AlertRuleKind,
  AlertSettings,
  Delivery,
  DeliveryPage,
  Destination,
  DestinationInput,
  NotificationInput,
  Notifications,
  Rule,
  RuleInput,
  TestResult,
} from '#shared/api/schemas/alerts.ts';
import type { User } from '#shared/api/schemas/user.ts';
import type { Language } from '#shared/i18n/settings.ts';
import type { ConsoleAnswer } from '#server/console-api/answer.ts';
import type { Store } from '#server/store/open-store.ts';
import {
  deleteDestination,
  getDestination,
  getSubscription,
  listDestinations,
  listRules,
  pageOfDeliveries,
  recordTest,
  saveDestination,
  saveRule,
  saveSubscription,
} from './alert-records.ts';
import type { NewDelivery, SubscriptionRow } from './alert-records.ts';
import { ruleOf } from './alert-rules.ts';
import { DeliveryError, parseFailure } from './delivery-error.ts';
import { sendTo } from './destinations.ts';
import type { SendOptions, SendTarget } from './destinations.ts';
import { alertTitle, writeAlert } from './messages.ts';
import { resolveTarget } from './network-guard.ts';
import {
  destinationView,
  hostOf,
  missingField,
  savedDestination,
  targetOfDestination,
  targetOfSubscription,
} from './stored-destination.ts';

/** Who asks, as the session check found them, and the language of the answer's texts. */
export interface AlertCaller {
  user: User | null;
  t: TFunction;
  lng: Language;
}

export interface AlertServiceOptions {
  store: Store;
  i18n: i18n;
  /** False without GATEWAY_ADMIN_TOKEN: no condition can be read, so alerts are off. */
  available: boolean;
  send: SendOptions;
}

const refuse = <T>(status: number, message: string): ConsoleAnswer<T> => ({ ok: false, status, message });

/** A user's notifications before they save any: off, by e-mail, in the language they read. */
function defaultSubscription(userId: number, lng: Language): SubscriptionRow {
  return {
    user_id: userId,
    enabled: 0,
    via: 'email',
    language: lng,
    balance_threshold: 0,
    budget_alerts: 0,
    webhook_url: '',
    webhook_secret: '',
    updated_at: 0,
  };
}

/**
 * The alerts as the console's API serves them (alert-routes.ts; page loaders reach the GETs in
 * the same process). Admins read and change the rules and destinations and read the delivery
 * log; every signed-in user reads and sets their own notifications. Secrets are write-only. The
 * store being down is a 503 in the reader's language.
 */
export function createAlertService({ store, i18n, available, send }: AlertServiceOptions) {
  const off = available ? {} : { off: 'no-admin-token' as const };

  async function withStore<T>(caller: AlertCaller, work: () => Promise<ConsoleAnswer<T>>): Promise<ConsoleAnswer<T>> {
    try {
      return await work();
    } catch {
      return refuse(503, caller.t('alerts:errors.storeDown'));
    }
  }

  function adminOnly<T>(caller: AlertCaller): ConsoleAnswer<T> | null {
    if (!caller.user) return refuse(401, caller.t('alerts:errors.signIn'));
    if (caller.user.role < ROLE.admin) return refuse(403, caller.t('alerts:errors.adminOnly'));
    return null;
  }

  /** A URL the console may not reach is refused at the save already (a host it cannot resolve now is left to the send). */
  async function refusedUrl(caller: AlertCaller, url: string): Promise<string | null> {
    if (!url) return null;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return caller.t('alerts:errors.badUrl');
    }
    try {
      await resolveTarget(parsed, send.allowed);
      return null;
    } catch (error) {
      if (error instanceof DeliveryError && error.code !== 'unresolved') return callerFailure(caller, error);
      return null;
    }
  }

  /** Sends a test alert now and records it in the delivery log. */
  async function sendTest(caller: AlertCaller, target: SendTarget, delivery: NewDelivery): Promise<TestResult> {
    const alert = { id: crypto.randomUUID(), kind: 'test', event: 'test' as const, facts: {}, created_at: Date.now() };
    let outcome: TestResult;
    try {
      const statusCode = await sendTo(target, writeAlert(i18n, { ...alert, facts: '{}' }, delivery.language), send);
      outcome = { state: 'sent', status_code: statusCode, error: null };
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError('network', String(error));
      outcome = { state: 'failed', status_code: failure.statusCode, error: callerFailure(caller, failure) };
      await recordTest(
        store.db,
        { id: alert.id, facts: {}, createdAt: alert.created_at },
        delivery,
        { sent: false, statusCode: failure.statusCode, error: failure.toStored() },
        Date.now(),
      );
      return outcome;
    }
    await recordTest(
      store.db,
      { id: alert.id, facts: {}, createdAt: alert.created_at },
      delivery,
      { sent: true, statusCode: outcome.status_code, error: null },
      Date.now(),
    );
    return outcome;
  }

  async function saveDestinationAs(
    caller: AlertCaller,
    id: string,
    input: DestinationInput,
    mustExist: boolean,
  ): Promise<ConsoleAnswer<Destination>> {
    const refused = adminOnly<Destination>(caller);
    if (refused) return refused;
    return withStore(caller, async () => {
      const existing = await getDestination(store.db, id);
      if (mustExist && !existing) return refuse(404, caller.t('alerts:errors.noDestination'));
      const row = savedDestination(existing, input, id, Date.now());
      const missing = missingField(row);
      if (missing) return refuse(400, caller.t('alerts:errors.missing', { field: caller.t(`alerts:destination.fields.${missing}`) }));
      const urlProblem = await refusedUrl(caller, targetOfDestination(row).url);
      if (urlProblem) return refuse(400, urlProblem);
      await saveDestination(store.db, row);
      return { ok: true, data: destinationView(row) };
    });
  }

  function notificationsOf(user: User, row: SubscriptionRow): Notifications {
    return {
      available,
      ...off,
      mail: send.mailer !== null,
      email: user.email,
      enabled: row.enabled === 1,
      via: row.via,
      language: row.language,
      balance_threshold: row.balance_threshold,
      budget_alerts: row.budget_alerts === 1,
      webhook_host: hostOf(row.webhook_url),
      has_webhook: row.webhook_url !== '',
      has_secret: row.webhook_secret !== '',
    };
  }

  return {
    async settings(caller: AlertCaller): Promise<ConsoleAnswer<AlertSettings>> {
      const refused = adminOnly<AlertSettings>(caller);
      if (refused) return refused;
      return withStore(caller, async () => {
        const [rows, destinations] = await Promise.all([listRules(store.db), listDestinations(store.db)]);
        const byKind = new Map(rows.map((row) => [row.kind, row]));
        return {
          ok: true,
          data: {
            available,
            ...off,
            mail: send.mailer !== null,
            rules: ALERT_RULE_KINDS.map((kind) => ruleOf(kind, byKind.get(kind))),
            destinations: destinations.map(destinationView),
          },
        };
      });
    },

    async saveRule(caller: AlertCaller, kind: AlertRuleKind, input: RuleInput): Promise<ConsoleAnswer<Rule>> {
      const refused = adminOnly<Rule>(caller);
      if (refused) return refused;
      return withStore(caller, async () => {
        await saveRule(store.db, {
          kind,
          enabled: input.enabled ? 1 : 0,
          threshold: input.threshold,
          destinations: JSON.stringify(input.destinations),
          updated_at: Date.now(),
        });
        return { ok: true, data: { kind, ...input } };
      });
    },

    createDestination: (caller: AlertCaller, input: DestinationInput) => saveDestinationAs(caller, crypto.randomUUID(), input, false),
    updateDestination: (caller: AlertCaller, id: string, input: DestinationInput) => saveDestinationAs(caller, id, input, true),

    async deleteDestination(caller: AlertCaller, id: string): Promise<ConsoleAnswer<Record<string, never>>> {
      const refused = adminOnly<Record<string, never>>(caller);
      if (refused) return refused;
      return withStore(caller, async () =>
        (await deleteDestination(store.db, id)) ? { ok: true, data: {} } : refuse(404, caller.t('alerts:errors.noDestination')),
      );
    },

    async testDestination(caller: AlertCaller, id: string): Promise<ConsoleAnswer<TestResult>> {
      const refused = adminOnly<TestResult>(caller);
      if (refused) return refused;
      return withStore(caller, async () => {
        const row = await getDestination(store.db, id);
        if (!row) return refuse(404, caller.t('alerts:errors.noDestination'));
        const delivery = { target: `destination:${row.id}`, channel: row.kind, language: row.language, recipient: row.name };
        return { ok: true, data: await sendTest(caller, targetOfDestination(row), delivery) };
      });
    },

    async deliveries(caller: AlertCaller, page: number, size: number): Promise<ConsoleAnswer<DeliveryPage>> {
      const refused = adminOnly<DeliveryPage>(caller);
      if (refused) return refused;
      return withStore(caller, async () => {
        const { rows, total } = await pageOfDeliveries(store.db, page, size);
        const data: Delivery[] = rows.map((row) => {
          const failure = parseFailure(row.error);
          return {
            id: row.id,
            alert_id: row.alert_id,
            kind: row.kind as Delivery['kind'],
            event: row.event,
            title: alertTitle(i18n, row, caller.lng),
            channel: row.channel,
            recipient: row.recipient,
            state: row.state,
            attempts: row.attempts,
            status_code: row.status_code,
            error: failure ? failureText(caller.t, failure.code, failure.detail) : null,
            created_at: row.created_at,
            updated_at: row.updated_at,
          };
        });
        return { ok: true, data: { data, total_count: total } };
      });
    },

    async own(caller: AlertCaller): Promise<ConsoleAnswer<Notifications>> {
      const { user } = caller;
      if (!user) return refuse(401, caller.t('alerts:errors.signIn'));
      return withStore(caller, async () => ({
        ok: true,
        data: notificationsOf(user, (await getSubscription(store.db, user.id)) ?? defaultSubscription(user.id, caller.lng)),
      }));
    },

    async saveOwn(caller: AlertCaller, input: NotificationInput): Promise<ConsoleAnswer<Notifications>> {
      const { user } = caller;
      if (!user) return refuse(401, caller.t('alerts:errors.signIn'));
      if (!available) return refuse(503, caller.t(user.role >= ROLE.admin ? 'alerts:errors.noAdminTokenAdmin' : 'alerts:errors.off'));
      return withStore(caller, async () => {
        const stored = (await getSubscription(store.db, user.id)) ?? defaultSubscription(user.id, caller.lng);
        const row: SubscriptionRow = {
          user_id: user.id,
          enabled: input.enabled ? 1 : 0,
          via: input.via,
          language: input.language,
          balance_threshold: input.balance_threshold,
          budget_alerts: input.budget_alerts ? 1 : 0,
          webhook_url: input.webhook_url.trim() || stored.webhook_url,
          webhook_secret: input.webhook_secret || stored.webhook_secret,
          updated_at: Date.now(),
        };
        if (row.enabled === 1 && row.via === 'email' && !user.email) return refuse(400, caller.t('alerts:errors.noEmail'));
        // A user's webhook is signed like an admin's: the receiver has no other way to tell the console's requests.
        const missing = !row.webhook_url ? 'url' : !row.webhook_secret ? 'secret' : null;
        if (row.enabled === 1 && row.via === 'webhook' && missing)
          return refuse(400, caller.t('alerts:errors.missing', { field: caller.t(`alerts:destination.fields.${missing}`) }));
        const urlProblem = row.via === 'webhook' ? await refusedUrl(caller, row.webhook_url) : null;
        if (urlProblem) return refuse(400, urlProblem);
        await saveSubscription(store.db, row);
        return { ok: true, data: notificationsOf(user, row) };
      });
    },

    async testOwn(caller: AlertCaller): Promise<ConsoleAnswer<TestResult>> {
      const { user } = caller;
      if (!user) return refuse(401, caller.t('alerts:errors.signIn'));
      return withStore(caller, async () => {
        const row = await getSubscription(store.db, user.id);
        if (!row) return refuse(404, caller.t('alerts:errors.noNotifications'));
        const recipient = row.via === 'email' ? user.email : hostOf(row.webhook_url);
        const delivery = { target: `user:${user.id}`, channel: row.via, language: row.language, recipient };
        return { ok: true, data: await sendTest(caller, targetOfSubscription(row, user.email), delivery) };
      });
    },
  };
}

/**
 * A failure as the caller may read it: an admin sees the address and its range (they set what is
 * allowed); a user whose own webhook was refused or not found learns only that, not what a host
 * name resolves to inside the console's network.
 */
function callerFailure(caller: AlertCaller, failure: DeliveryError): string {
  if ((caller.user?.role ?? 0) < ROLE.admin && (failure.code === 'refused' || failure.code === 'unresolved'))
    return caller.t('alerts:errors.urlRefused');
  return failureText(caller.t, failure.code, failure.detail);
}

/** A failure's reason in the reader's language (`alerts:failure.<code>`, with its detail). */
export function failureText(t: TFunction, code: string, detail: string): string {
  return t(`alerts:failure.${code}`, { detail });
}

export type AlertService = ReturnType<typeof createAlertService>;
