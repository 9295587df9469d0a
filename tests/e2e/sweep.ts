import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import { SWEEP_ACCOUNTS } from '#tests/helpers/swept-pages.ts';
import type { SweepRole } from '#tests/helpers/swept-pages.ts';

/**
 * A sweep's pages in runs of at most `size`, each run its own test: the runs spread over the
 * workers, and no test grows with the route table (issues to come add about twenty pages).
 */
export function inRuns<T>(items: readonly T[], size: number): { label: string; items: T[] }[] {
  // Even runs: 31 pages make four runs of 8, not three of 10 and one of 1.
  const even = Math.ceil(items.length / Math.ceil(items.length / size));
  const runs: { label: string; items: T[] }[] = [];
  for (let start = 0; start < items.length; start += even) {
    const slice = items.slice(start, start + even);
    runs.push({ label: `${start + 1}–${start + slice.length} of ${items.length}`, items: slice });
  }
  return runs;
}

/** What the sweeps hold axe to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Prepares a fresh page for a sweep: the language cookie, the colour scheme stored the way MUI
 * stores it (read before first paint), and for a signed-in role a session from the sign-in API
 * (the form is tested elsewhere; one call is all a sweep needs).
 */
export async function prepareSweep(
  page: Page,
  options: { role: SweepRole; lng: Language; scheme: 'light' | 'dark'; baseURL: string },
): Promise<void> {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: options.lng, url: options.baseURL }]);
  // The suite runs with reduced motion (playwright.config.ts): axe judges the colours a scheme
  // turns to without waiting for each fade, and they are the same colours either way.
  await page.addInitScript((mode) => window.localStorage.setItem('theme-mode', mode), options.scheme);
  if (options.role === 'guest') return;
  const response = await page.request.post('/api/user/login', {
    data: { username: SWEEP_ACCOUNTS[options.role].username, password: '123456' },
  });
  if (!response.ok()) throw new Error(`sign-in as ${SWEEP_ACCOUNTS[options.role].username} failed: ${response.status()}`);
}

/** axe-core's browser build, put into each page that is checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe run in the page itself, once per check. `@axe-core/playwright` was measured at 1.1–2.5 s a
 * check against 0.3–0.6 s for this: it runs axe per frame and opens a blank page for every
 * `finishRun`. The console renders no frames, so one `axe.run` on the document sees everything.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_AA_TAGS }, resultTypes: ['violations'] };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
}

/**
 * The serious and critical WCAG 2.2 AA violations axe finds on the page as it is now, one line
 * per rule with its first few elements, so a failure names what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await runAxe(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`);
      return `${violation.id} (${violation.impact}, ${violation.nodes.length} elements): ${violation.help}\n    ${nodes.join('\n    ')}`;
    });
}

/**
 * Shows the page in `scheme`. A loaded page switches the way it does when another tab changes
 * the mode: the stored mode changes and a `storage` event tells MUI, which re-renders in it.
 */
export async function showScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute(`data-${scheme}`)) === null) {
    await page.evaluate((mode) => {
      window.localStorage.setItem('theme-mode', mode);
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme-mode', newValue: mode, storageArea: window.localStorage }));
    }, scheme);
  }
  await expect(html).toHaveAttribute(`data-${scheme}`, '');
}

/**
 * Waits until every animation that ends has ended: colours fading into a new scheme, a dialog
 * fading in, a button's ripple. axe must judge where they end, not a shade on the way (a
 * half-faded button measured 4.39:1). getAnimations() applies pending styles first, so every
 * fade has begun; endless ones (a skeleton's pulse) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Words a Chinese page may carry in Latin letters: names of products, providers (the model owners
 * the gateway lists), model ids (`gpt-4o-mini`) and protocols, and units. Anything else in a label of a zh-CN or zh-HK page is English that escaped
 * translation (MUI's "Go to next page", a hard-coded "Close").
 */
const LATIN_NAMES =
  /^(?:[A-Z0-9][A-Z0-9.+-]*|one-hub|GitHub|Google|Lark|WeChat|Telegram|Midjourney|Suno|OpenAI|Claude|Gemini|DeepSeek|Deepseek|Anthropic|Ali|Moonshot|Zhipu|xAI|Baidu|Mistral|Meta|Cohere|Tencent|Stripe|Kuma|Uptime|Passkey|Webhook|Turnstile|Cloudflare|Markdown|Token|Tokens|tokens|JSON|CSV|px|ms|USD|CNY|Cookie|cURL|curl|SDK|Python|Node\.js|JavaScript|Bearer|sk-\S*|[a-z][a-z0-9]*(?:[-.][a-z0-9]+)+|\S+@\S+|https?:\/\/\S+|\S+\.\S+)$/;

/**
 * The labels of a page (accessible names of buttons, links and fields, `title`s and placeholders)
 * that are in Latin letters only and not names: on a zh-CN or zh-HK page, English a reader cannot
 * read. Data (a user's name in a table cell) is not a label and is not looked at.
 */
export async function latinOnlyLabels(page: Page): Promise<string[]> {
  const labels = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], button, [role="button"]')) {
      if (element.closest('[data-sweep-data], table tbody, pre, code')) continue;
      for (const value of [element.getAttribute('aria-label'), element.getAttribute('title'), element.getAttribute('placeholder')]) {
        if (value) found.push(value);
      }
      if (element.matches('button, [role="button"]') && !element.hasAttribute('aria-label')) found.push(element.innerText);
    }
    return found;
  });
  return [
    ...new Set(
      labels
        .map((label) => label.trim())
        .filter((label) => /[A-Za-z]{2,}/.test(label) && !/[\u3400-\u9fff]/.test(label))
        .filter((label) => !label.split(/[\s/()·,:]+/).every((word) => word === '' || LATIN_NAMES.test(word) || !/[A-Za-z]/.test(word))),
    ),
  ];
}
