import type { TFunction } from 'i18next';
import { ROLE } from '#shared/access.ts';
import type { User } from '#shared/api/schemas/user.ts';
import type { FailureLine, FailureReport } from '#shared/api/schemas/insight.ts';
import type { ConsoleAnswer } from '#server/console-api/answer.ts';
import type { Store } from '#server/store/open-store.ts';
import { failureLines, failureReport } from './failure-report.ts';
import type { ReportFilter } from './failure-report.ts';

export interface InsightCaller {
  user: User | null;
  t: TFunction;
}

export interface InsightService {
  failures(caller: InsightCaller, filter: ReportFilter): Promise<ConsoleAnswer<FailureReport>>;
  lines(caller: InsightCaller, filter: ReportFilter): Promise<ConsoleAnswer<FailureLine[]>>;
}

const refuse = (status: number, message: string) => ({ ok: false, status, message }) as const;

/** The traffic the console collected, for admins (the failure explorer). */
export function createInsightService(options: { store: Store; collecting: FailureReport['collecting'] }): InsightService {
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
  };
}
