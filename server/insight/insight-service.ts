import type { TFunction } from 'i18next';
import { ROLE } from '#shared/access.ts';
import type { User } from '#shared/api/schemas/user.ts';
import { ADMIN_USAGE_GROUPS, STATUS_WINDOW_BARS } from '#shared/api/schemas/insight.ts';
import type {
  FailureLine,
  FailureReport,
  ModelHealth,
  StatusReport,
  StatusVisibility,
  StatusWindow,
  UsageReport,
} from '#shared/api/schemas/insight.ts';
import type { ConsoleAnswer } from '#server/console-api/answer.ts';
import type { Store } from '#server/store/open-store.ts';
import { failureLines, failureReport } from './failure-report.ts';
import type { ReportFilter } from './failure-report.ts';
import { modelHealth, statusReport } from './status-report.ts';
import type { FullStatus } from './status-report.ts';
import { readStatusVisibility, usageGroupsFrom, writeStatusVisibility } from './status-visibility.ts';
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
  /** Success rates per provider and model: a signed-in caller's all, a guest's what the admin chose. */
  status(caller: InsightCaller, window: StatusWindow): Promise<ConsoleAnswer<StatusReport>>;
  /** Per model, healthy now or not (the same visibility as `status`'s models). */
  health(caller: InsightCaller): Promise<ConsoleAnswer<ModelHealth>>;
  visibility(caller: InsightCaller): Promise<ConsoleAnswer<{ visibility: StatusVisibility; updated_at: number | null }>>;
  setVisibility(
    caller: InsightCaller,
    visibility: StatusVisibility,
  ): Promise<ConsoleAnswer<{ visibility: StatusVisibility; updated_at: number | null }>>;
}

const refuse = (status: number, message: string) => ({ ok: false, status, message }) as const;

/** The traffic the console collected, for admins (the failure explorer). */
export function createInsightService(options: {
  store: Store;
  collecting: FailureReport['collecting'];
  /** The consume log is summed (the console has its admin token at the gateway). */
  summingUsage: boolean;
  /** Told when the admin changes what guests see (the guest page cache is emptied). */
  onVisibilityChange?: () => void | Promise<void>;
  now?: () => number;
}): InsightService {
  const now = options.now ?? Date.now;
  const { db } = options.store;
  // One computation per window, scrape and minute, whoever asks (guests can ask often).
  const memo = new Map<string, Promise<FullStatus>>();
  async function fullStatus(window: StatusWindow): Promise<FullStatus> {
    const at = now();
    const scraped = await db.selectFrom('insight_cursors').select('position').where('name', '=', 'metrics').executeTakeFirst();
    const key = `${window}|${scraped?.position ?? ''}|${Math.floor(at / 60_000)}`;
    let report = memo.get(key);
    if (!report) {
      if (memo.size >= 12) memo.clear();
      report = statusReport(db, window, at);
      memo.set(key, report);
      report.catch(() => memo.delete(key));
    }
    return report;
  }
  async function asAdmin<T>(caller: InsightCaller, work: () => Promise<T>): Promise<ConsoleAnswer<T>> {
    if (!caller.user) return refuse(401, caller.t('insight:errors.signIn'));
    if (caller.user.role < ROLE.admin) return refuse(403, caller.t('insight:errors.adminOnly'));
    try {
      return { ok: true, data: await work() };
    } catch {
      return refuse(503, caller.t('insight:errors.storeDown'));
    }
  }
  const skeleton = (window: StatusWindow): FullStatus => {
    const { bars, width } = STATUS_WINDOW_BARS[window];
    const end = Math.floor(now() / 3_600_000) * 3_600_000 + 3_600_000;
    return {
      scraped_at: null,
      window,
      bucket_ms: width,
      starts: Array.from({ length: bars }, (_, index) => end - (bars - index) * width),
      providers: [],
      models: [],
    };
  };
  const visibilityAnswer = async () => readStatusVisibility(db);
  return {
    async status(caller, window) {
      try {
        const { visibility } = await readStatusVisibility(db);
        const shown: StatusVisibility = caller.user ? 'models' : visibility;
        const report = shown === 'off' ? skeleton(window) : await fullStatus(window);
        return {
          ok: true,
          data: {
            ...report,
            collecting: options.collecting.metrics,
            visibility,
            shown,
            models: shown === 'models' ? report.models : [],
          },
        };
      } catch {
        return refuse(503, caller.t('insight:errors.storeDown'));
      }
    },
    async health(caller) {
      try {
        const { visibility } = await readStatusVisibility(db);
        const report = await modelHealth(db, now());
        const shown = caller.user !== null || visibility === 'models';
        return { ok: true, data: { ...report, collecting: options.collecting.metrics, models: shown ? report.models : [] } };
      } catch {
        return refuse(503, caller.t('insight:errors.storeDown'));
      }
    },
    visibility: (caller) => asAdmin(caller, visibilityAnswer),
    setVisibility: (caller, visibility) =>
      asAdmin(caller, async () => {
        await writeStatusVisibility(db, visibility, caller.user?.id ?? 0, now());
        memo.clear();
        await options.onVisibilityChange?.();
        return readStatusVisibility(db);
      }),
    failures: (caller, filter) =>
      asAdmin(caller, async () => ({ collecting: options.collecting, ...(await failureReport(options.store.db, filter)) })),
    lines: (caller, filter) => asAdmin(caller, () => failureLines(options.store.db, filter, 200)),
    async usage(caller, filter) {
      const { user } = caller;
      if (!user) return refuse(401, caller.t('insight:errors.signIn'));
      const admin = user.role >= ROLE.admin;
      if (!admin && ADMIN_USAGE_GROUPS.includes(filter.group)) return refuse(403, caller.t('insight:errors.adminOnly'));
      try {
        const report = await usageReport(db, { ...filter, userId: admin ? null : user.id });
        const groupsFrom = filter.group === 'group' ? await usageGroupsFrom(db) : null;
        return {
          ok: true,
          data: { collecting: options.summingUsage, summed_to: await usageSummedTo(db), ...report, groups_from: groupsFrom },
        };
      } catch {
        return refuse(503, caller.t('insight:errors.storeDown'));
      }
    },
  };
}
