import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readProviderScrape } from '#server/insight/metrics-source.ts';
import { MINUTE_MS, recordScrape } from '#server/insight/traffic-records.ts';
import { openMigratedStore } from '#server/store/open-store.ts';
import { metricsText } from '#mock-gateway/store/metrics/metrics.ts';
import { emptyMetrics, recordProvider } from '#mock-gateway/store/metrics/metrics.ts';
import type { BenchRow } from './bench-setup.ts';

export interface InsightBenchInput {
  channels?: number;
  models?: number;
  /** Scrapes measured (one per simulated 30 s). */
  scrapes?: number;
}

/** The SQLite file and its write-ahead log, in bytes. */
function storeBytes(dir: string): number {
  return ['console.sqlite', 'console.sqlite-wal'].reduce((sum, name) => {
    try {
      return sum + statSync(join(dir, name)).size;
    } catch {
      return sum;
    }
  }, 0);
}

/**
 * The scraper's own cost on a large gateway: 50 channels × 200 models, each pair with a 200 and a
 * 5xx series (20,000 series in the text the double writes as one-hub does), every series moving
 * between two scrapes (the worst case: a busy gateway), scraped every 30 s into a fresh SQLite
 * store. Measured: the text's size, CPU per scrape (parsing, deltas, the transaction), and the
 * store's growth per day of minute buckets (before the roll-up to hours after a week).
 */
export async function benchInsight(input: InsightBenchInput = {}): Promise<{ lines: string[]; rows: BenchRow[] }> {
  const channels = input.channels ?? 50;
  const models = input.models ?? 200;
  const scrapes = input.scrapes ?? 20;
  const gateway = { metrics: emptyMetrics(Date.now()) };
  const tick = () => {
    for (let channel = 1; channel <= channels; channel++)
      for (let model = 0; model < models; model++) {
        recordProvider(gateway, { id: channel, type: 1 }, `model-${model}`, 200);
        recordProvider(gateway, { id: channel, type: 1 }, `model-${model}`, 503);
      }
  };
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-insight-'));
  const store = await openMigratedStore({ DATA_DIR: dir });
  try {
    tick();
    const start = Date.UTC(2026, 11, 2, 0, 0, 0);
    await recordScrape(store.db, readProviderScrape(metricsText(gateway)), start, start); // the baseline
    const baseBytes = storeBytes(dir);
    let cpuMicros = 0;
    let textBytes = 0;
    let series = 0;
    for (let i = 1; i <= scrapes; i++) {
      tick();
      const text = metricsText(gateway);
      textBytes = Buffer.byteLength(text);
      const before = process.cpuUsage();
      const scrape = readProviderScrape(text);
      series = scrape.series.length;
      const at = start + i * 30_000;
      await recordScrape(store.db, scrape, at, Math.floor(at / MINUTE_MS) * MINUTE_MS);
      const used = process.cpuUsage(before);
      cpuMicros += used.user + used.system;
    }
    // The minute buckets the scrapes landed in (the first and the last one included).
    const minutes = Math.floor((scrapes * 30_000) / MINUTE_MS) + 1;
    const grownBytes = storeBytes(dir) - baseBytes;
    const perDayMb = ((grownBytes / minutes) * 1440) / 1048576;
    const rowCount = Number(
      (
        await store.db
          .selectFrom('insight_traffic')
          .select((eb) => eb.fn.countAll<number>().as('rows'))
          .executeTakeFirst()
      )?.rows ?? 0,
    );
    const cpuPerScrape = cpuMicros / scrapes / 1000;
    const bytesPerRow = rowCount > 0 ? grownBytes / rowCount : 0;
    const cpuShare = (cpuPerScrape / 30_000) * 100;
    const lines = [
      `Traffic collection, ${channels} channels × ${models} models (${series} series, ${(textBytes / 1048576).toFixed(1)} MB of metrics text, every series moving), ` +
        `one scrape per 30 s into SQLite: ${cpuPerScrape.toFixed(0)} ms CPU per scrape (${cpuShare.toFixed(2)} % of a core), ` +
        `${rowCount} minute rows after ${minutes} minutes; store growth ${perDayMb.toFixed(0)} MB per day of minute buckets ` +
        `(${((rowCount / minutes) * 1440).toFixed(0)} rows a day at ${bytesPerRow.toFixed(0)} B each; after a week a day is ${((rowCount / minutes) * 24).toFixed(0)} hour rows, ` +
        `${(((rowCount / minutes) * 24 * bytesPerRow) / 1048576).toFixed(0)} MB); a gateway where 5 % of the series move each minute grows ${(perDayMb * 0.05).toFixed(0)} MB a day`,
    ];
    const rows: BenchRow[] = [
      [
        `Traffic scrape of ${series} series: CPU per scrape`,
        `${cpuPerScrape.toFixed(0)} ms`,
        '<= 3000 ms (10 % of a core at 30 s)',
        cpuPerScrape <= 3000,
      ],
      // The store grows by one row per series that moved in a minute: its size is what one such row costs.
      [`Traffic store: bytes per series and minute with attempts`, `${bytesPerRow.toFixed(0)} B`, '<= 200 B', bytesPerRow <= 200],
    ];
    return { lines, rows };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
