import type { TFunction } from 'i18next';
import { ROLE } from '#shared/access.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { ADMIN_USAGE_GROUPS } from '#shared/api/schemas/insight.ts';
import type { FailureLine, FailureReport, UsageReport } from '#shared/api/schemas/insight.ts';
import type { ConsoleAnswer } from '#server/console-api/answer.ts';
import type { Store } from '#server/store/open-store.ts';
import { failureLines, failureReport } from './failure-report.ts';
import type { ReportFilter } from './failure-report.ts';
import { usageReport, usageSummedTo } from './usage-report.ts';
import type { UsageFilter } from './usage-report.ts';

export interface InsightCaller {
  user: User | null;
  t: TFunction;
}

export interface InsightService {
  failures(caller: InsightCaller, filter: ReportFilter): Promise<ConsoleAnswer<FailureReport>>;
  lines(caller: InsightCaller, filter: ReportFilter): Promise<ConsoleAnswer<FailureLine[]>>;
  /** Everyone's own usage; an admin's of everyone (and by user and channel). */
  usage(caller: InsightCaller, filter: Omit<UsageFilter, 'userId'>): Promise<ConsoleAnswer<UsageReport>>;
}

const refuse = (status: number, message: string) => ({ ok: false, status, message }) as const;

/** The traffic the console collected, for admins (the failure explorer). */
export function createInsightService(options: {
  store: Store;
  collecting: FailureReport['collecting'];
  /** The consume log is summed (the console has its admin token at the gateway). */
  summingUsage: boolean;
}): InsightService {
  async function asAdmin<T>(caller: InsightCaller, work: () => Promise<T>): Promise<ConsoleAnswer<T>> {
    if (!caller.user) return refuse(401, caller.t('insight:errors.signIn'));
    if (caller.user.role < ROLE.admin) return refuse(403, caller.t('insight:errors.adminOnly'));
    try {
      return { ok: true, data: await work() };
    } catch {
      return refuse(503, caller.t('insight:errors.storeDown'));
    }
  }
  return {
    failures: (caller, filter) =>
      asAdmin(caller, async () => ({ collecting: options.collecting, ...(await failureReport(options.store.db, filter)) })),
    lines: (caller, filter) => asAdmin(caller, () => failureLines(options.store.db, filter, 200)),
    async usage(caller, filter) {
      const { user } = caller;
      if (!user) return refuse(401, caller.t('insight:errors.signIn'));
      const admin = user.role >= ROLE.admin;
      if (!admin && ADMIN_USAGE_GROUPS.includes(filter.group)) return refuse(403, caller.t('insight:errors.adminOnly'));
      try {
        const report = await usageReport(options.store.db, { ...filter, userId: admin ? null : user.id });
        return { ok: true, data: { collecting: options.summingUsage, summed_to: await usageSummedTo(options.store.db), ...report } };
      } catch {
        return refuse(503, caller.t('insight:errors.storeDown'));
      }
    },
  };
}
