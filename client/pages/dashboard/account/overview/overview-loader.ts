import type { LoaderFunctionArgs } from 'react-router';
import { DashboardRateSchema, DashboardStatListSchema } from '#shared/api/schemas/dashboard.ts';
import { AvailableModelMapSchema, OwnedBySchema } from '#shared/api/schemas/model.ts';
import { apiOf, loadFreshUser } from '#client/routing/loader-helpers.ts';
import { compactStats, mapResult, modelOwners } from './compact-data.ts';
import { settle } from '#client/components/dashboard-cards/load-result.ts';
import { utcDay } from './series.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { TokenPageSchema } from '#shared/api/schemas/key.ts';
import { loadOwnBudgets } from '#client/data/budgets.ts';
import type { BudgetsState } from '#client/data/budgets.ts';
import { OVERVIEW_BUDGET_KEYS } from './budgets-card.tsx';
import type { BudgetedKey } from './budgets-card.tsx';

/**
 * The user's budgets and, only when there are some, the keys they are on (one more gateway call,
 * for those who use budgets): what the budgets card shows, nothing else of the keys.
 */
async function loadBudgetedKeys(api: ApiClient): Promise<{ budgets: BudgetsState; keys: BudgetedKey[] }> {
  const budgets = await loadOwnBudgets(api);
  if (budgets.kind !== 'on' || Object.keys(budgets.byToken).length === 0) return { budgets, keys: [] };
  const page = await settle(api.get('/api/token/', TokenPageSchema, { size: 100 }));
  const keys = page.ok ? page.data.data.filter((token) => budgets.byToken[token.id]) : [];
  const shown = keys
    .slice(0, OVERVIEW_BUDGET_KEYS)
    .map(({ id, name, used_quota, remain_quota }) => ({ id, name, used_quota, remain_quota }));
  return { budgets, keys: shown };
}

/**
 * Everything the overview shows, fetched in parallel. Each call settles on its own, so one
 * failing endpoint only empties its own card.
 */
export async function overviewLoader({ context, request }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const [self, stats, rate, models, owners, budgeted] = await Promise.all([
    settle(loadFreshUser(context)),
    settle(api.get('/api/user/dashboard', DashboardStatListSchema)),
    settle(api.get('/api/user/dashboard/rate', DashboardRateSchema)),
    settle(api.get('/api/available_model', AvailableModelMapSchema)),
    settle(api.get('/api/ownedby', OwnedBySchema)),
    loadBudgetedKeys(api),
  ]);
  // The icons are decoration: only name → icon travels to the page.
  const ownerIcons: Record<string, string> = {};
  if (owners.ok) for (const owner of Object.values(owners.data)) if (owner.icon) ownerIcons[owner.name] = owner.icon;
  return {
    // The user's access token is a credential: it never goes into the page's hydration data.
    self: self.ok ? { ...self, data: { ...self.data, access_token: '' } } : self,
    // Only what the cards read, compactly: this is the page's hydration data.
    stats: mapResult(stats, compactStats),
    rate,
    models: mapResult(models, modelOwners),
    ownerIcons,
    budgets: budgeted.budgets,
    budgetKeys: budgeted.keys,
    // Read here, not while rendering, so the server and the hydrating browser use the same day.
    nowDay: utcDay(Date.now()),
    // The request's own origin: the server's best guess of the API base, corrected in the browser.
    origin: new URL(request.url).origin,
  };
}

/** What the overview's loader returns. */
export type OverviewData = Awaited<ReturnType<typeof overviewLoader>>;
