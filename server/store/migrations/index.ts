import type { Migration, MigrationProvider } from 'kysely/migration';
import * as schedulerLeases from './0001-scheduler-leases.ts';
import * as budgets from './0002-budgets.ts';
import * as alerts from './0003-alerts.ts';
import * as insight from './0004-insight.ts';
import * as insightCoverage from './0005-insight-coverage.ts';
import * as consoleSettings from './0006-console-settings.ts';
import * as insightUsageGroups from './0007-insight-usage-groups.ts';
import * as siteSettings from './0008-site-settings.ts';

/**
 * Every migration, in order, by name (Kysely records the names it ran). A migration is additive
 * and backwards compatible with the previous release (README "Backups and upgrades"): during a
 * rolling upgrade the old replicas keep running on the new schema. A new one is a file here and
 * a line below; a shipped one is never edited.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-scheduler-leases': schedulerLeases,
  '0002-budgets': budgets,
  '0003-alerts': alerts,
  '0004-insight': insight,
  '0005-insight-coverage': insightCoverage,
  '0006-console-settings': consoleSettings,
  '0007-insight-usage-groups': insightUsageGroups,
  '0008-site-settings': siteSettings,
};

/** Kysely's provider over the list above (no directory scan: the image ships what is imported). */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
