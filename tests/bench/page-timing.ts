import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { chromiumPath } from '#scripts/chromium-path.ts';
import type { BenchRow } from './bench-setup.ts';

/** A page the bench opens, and what on it is "the page's data" (a selector of the first such element). */
export interface TimedPage {
  path: string;
  data: string;
  signedIn: boolean;
}

/** Issue 26: the home page, the overview (the balance), the logs and the keys (a row or a card). */
export const TIMED_PAGES: TimedPage[] = [
  { path: '/', data: 'h1', signedIn: false },
  { path: '/dashboard', data: '[data-testid="overview-balance"]', signedIn: true },
  { path: '/dashboard/log', data: '[data-testid="log-row"]', signedIn: true },
  { path: '/dashboard/key', data: '[data-testid="key-row"], [data-testid="key-card"]', signedIn: true },
];

/** How the page is opened: as a desktop on this machine, or as a slow phone. */
export interface Profile {
  name: string;
  viewport: { width: number; height: number };
  userAgent?: string;
  /** Chromium's CPU throttling (4 = four times slower), network latency per request and bandwidth. */
  throttle?: { cpuRate: number; latencyMs: number; downKbps: number; upKbps: number };
}

export const DESKTOP: Profile = { name: 'desktop, unthrottled', viewport: { width: 1280, height: 800 } };
export const SLOW_PHONE: Profile = {
  name: 'slow phone (4x CPU, 150 ms per request, 1.6 Mbps down)',
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  throttle: { cpuRate: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 },
};

/** One cold load: requests made until hydrated, and when (ms from navigation start) each moment came. */
export interface LoadTiming {
  requests: number;
  fcp: number | null;
  lcp: number | null;
  dataVisible: number;
  hydrated: number;
}

/** The middle value (the lower middle for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/** The medians of each figure over several loads. */
export function medianTiming(loads: readonly LoadTiming[]): { [K in keyof LoadTiming]: number | null } {
  const of = (pick: (load: LoadTiming) => number | null) => median(loads.map(pick).filter((v): v is number => v !== null));
  return {
    requests: of((l) => l.requests),
    fcp: of((l) => l.fcp),
    lcp: of((l) => l.lcp),
    dataVisible: of((l) => l.dataVisible),
    hydrated: of((l) => l.hydrated),
  };
}

/*
 * Runs in the page before its own scripts: notes when the data selector first matches and when
 * the client marks `<html data-hydrated>` (client/app/use-mark-hydrated.ts), in the page's own
 * clock (performance.now(), from navigation start), and keeps the last LCP candidate. The data
 * counts as visible at the next animation frame after it is in the document, not when the parser
 * inserts it: Chromium runs no frame while stylesheets in the head still block rendering, so the
 * frame is when it can first be painted (otherwise a streamed row would "show" before any paint).
 */
function watchPage(dataSelector: string): void {
  const marks = { data: -1, hydrated: -1, lcp: -1 };
  (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;
  let dataSeen = false;
  const check = () => {
    if (!dataSeen && document.querySelector(dataSelector)) {
      dataSeen = true;
      requestAnimationFrame(() => {
        marks.data = performance.now();
      });
    }
    if (marks.hydrated < 0 && document.documentElement?.dataset.hydrated === 'true') marks.hydrated = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) marks.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The `name=value` of the console's Set-Cookie as a cookie of the console's origin (a value may hold `=`). */
export function sessionCookie(cookie: string, url: string): { name: string; value: string; url: string } {
  const split = cookie.indexOf('=');
  if (split <= 0) throw new Error(`Signing in as demo gave no session cookie (got "${cookie}")`);
  return { name: cookie.slice(0, split).trim(), value: cookie.slice(split + 1).trim(), url };
}

async function loadOnce(browser: Browser, baseUrl: string, page: TimedPage, profile: Profile, cookie: string): Promise<LoadTiming> {
  // A fresh context per load: an empty cache, as on a first visit.
  const context = await browser.newContext({ viewport: profile.viewport, ...(profile.userAgent ? { userAgent: profile.userAgent } : {}) });
  try {
    if (page.signedIn) await context.addCookies([sessionCookie(cookie, baseUrl)]);
    const tab = await context.newPage();
    await tab.addInitScript(watchPage, page.data);
    if (profile.throttle) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.throttle.latencyMs,
        downloadThroughput: (profile.throttle.downKbps * 1000) / 8,
        uploadThroughput: (profile.throttle.upKbps * 1000) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.throttle.cpuRate });
    }
    let requests = 0;
    let counting = true;
    tab.on('request', () => {
      if (counting) requests += 1;
    });
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'commit' });
    type Marks = { data: number; hydrated: number; lcp: number };
    await tab
      .waitForFunction(
        () => {
          const marks = (window as unknown as { __benchMarks?: Marks }).__benchMarks;
          return marks !== undefined && marks.data >= 0 && marks.hydrated >= 0;
        },
        undefined,
        { timeout: 60_000 },
      )
      .catch(async (error: unknown) => {
        // Say what never came (a redirect to the sign-in page shows as "no data" at another URL).
        const marks = await tab.evaluate(() => (window as unknown as { __benchMarks?: Marks }).__benchMarks).catch(() => undefined);
        throw new Error(
          `${page.path} (${profile.name}) at ${tab.url()}: data ${page.data} ${marks && marks.data >= 0 ? 'seen' : 'never seen'}, ` +
            `${marks && marks.hydrated >= 0 ? 'hydrated' : 'never hydrated'} within 60 s`,
          { cause: error },
        );
      });
    counting = false;
    const marks = await tab.evaluate(() => {
      const own = (window as unknown as { __benchMarks: Marks }).__benchMarks;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
      return { ...own, fcp };
    });
    return {
      requests,
      fcp: marks.fcp >= 0 ? marks.fcp : null,
      lcp: marks.lcp >= 0 ? marks.lcp : null,
      // Nothing is on screen before the first contentful paint, whose time is when the frame was
      // presented (a frame starts earlier): data in the first painted frame counts from there.
      dataVisible: marks.fcp >= 0 ? Math.max(marks.data, marks.fcp) : marks.data,
      hydrated: marks.hydrated,
    };
  } finally {
    await context.close();
  }
}

export interface PageTimingResult {
  lines: string[];
  rows: BenchRow[];
}

/** Budgets of issue 26: hydrated within 2 s on the slow phone; at most 20 requests. */
export const HYDRATED_BUDGET_MS = 2000;
export const REQUESTS_BUDGET = 20;

/**
 * `/`, the overview, the logs and the keys in Chromium with a cold cache, signed in as the seeded
 * `demo` where the page needs it, unthrottled and as a slow phone: requests until hydrated, First
 * Contentful Paint, Largest Contentful Paint, when the page's data is in the document and when it
 * is hydrated, medians of `runs` loads.
 */
export async function benchPageTiming(baseUrl: string, cookie: string, runs = 5): Promise<PageTimingResult> {
  const executablePath = chromiumPath();
  if (!executablePath || !existsSync(executablePath))
    throw new Error(
      `No Chromium at ${executablePath ?? 'any Debian path'} (apt-get install chromium-headless-shell, or set CHROMIUM_PATH)`,
    );
  const browser = await chromium.launch({ executablePath });
  const lines = [`What a person waits for (Chromium, cold cache, medians of ${runs}; ms from navigation start):`];
  const rows: PageTimingResult['rows'] = [];
  const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));
  try {
    for (const profile of [DESKTOP, SLOW_PHONE]) {
      lines.push(`  ${profile.name}: requests | FCP | LCP | data visible | hydrated`);
      for (const page of TIMED_PAGES) {
        const loads: LoadTiming[] = [];
        for (let i = 0; i < runs; i += 1) loads.push(await loadOnce(browser, baseUrl, page, profile, cookie));
        const m = medianTiming(loads);
        lines.push(`    ${page.path}: ${m.requests ?? '-'} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.dataVisible)} | ${ms(m.hydrated)}`);
        if (profile === SLOW_PHONE) {
          const hydrated = m.hydrated ?? Number.POSITIVE_INFINITY;
          rows.push([
            `Time until ${page.path} is hydrated on a slow phone`,
            `${(hydrated / 1000).toFixed(2)} s`,
            '<= 2.0 s',
            hydrated <= HYDRATED_BUDGET_MS,
          ]);
        } else {
          const requests = m.requests ?? Number.POSITIVE_INFINITY;
          rows.push([
            `Requests until ${page.path} is hydrated (Chromium)`,
            `${requests}`,
            `<= ${REQUESTS_BUDGET}`,
            requests <= REQUESTS_BUDGET,
          ]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { lines, rows };
}
