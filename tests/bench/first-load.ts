import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AccessRule } from '#shared/access.ts';
import { ROLE } from '#shared/access.ts';
import type { SsrModule } from '#server/render/ssr-runtime.ts';
import { signInCookie } from './bench-setup.ts';
import { ROOT } from './processes.ts';
import type { BenchRow } from './bench-setup.ts';

/**
 * What a first visit may download before the page can run (gzip), above the stack's own floor
 * measured in the same run (tests/bench/stack-floor.ts): issue 26 set them against the floor,
 * since the floor (React, the router, MUI's theme and two inputs) is what no page can go under.
 */
export const FIRST_LOAD_OVER_FLOOR_KB = { public: 40, dashboard: 80 } as const;

/** Requests a first load may make: the HTML, its scripts and stylesheets, the preloaded fonts. */
export const FIRST_LOAD_REQUESTS = 20;

/** One route's first load: what its HTML makes the browser fetch before the page runs. */
export interface FirstLoad {
  path: string;
  /** The path actually requested (dynamic segments filled with sample values). */
  url: string;
  status: number;
  kind: keyof typeof FIRST_LOAD_OVER_FLOOR_KB;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number;
  /** Fonts the HTML preloads (woff2, already compressed): reported apart, outside the JS+CSS budget. */
  fontFiles: number;
  fontBytes: number;
  /** The page's own HTML as sent (uncompressed bytes), for a desktop browser. */
  htmlBytes: number;
}

/**
 * What a desktop Chrome sends as its User-Agent: pages that draw a list two ways render the one
 * the device needs (client/app/screen-class.tsx), and a browser always says what it is.
 */
export const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Seeded accounts of the double by role, lowest first: a route is fetched by the least role it admits. */
const ACCOUNTS = [
  { username: 'demo', role: ROLE.common },
  { username: 'operator', role: ROLE.operator },
  { username: 'admin', role: ROLE.admin },
  { username: 'root', role: ROLE.root },
] as const;

/** Who may open a route: a guest for public and guest pages, else the least account with the role. */
function visitorFor(access: AccessRule): string | null {
  if (access === 'public' || access === 'guest') return null;
  const account = ACCOUNTS.find((a) => a.role >= access.minRole);
  if (!account) throw new Error(`No seeded account has role ${access.minRole}`);
  return account.username;
}

/** A concrete URL for a route path: dynamic params and splats get sample values. */
export function samplePath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)\??/g, '1').replace(/\*$/, 'sample');
}

/**
 * Every URL a page's HTML makes the browser fetch as JS or CSS before it runs: the entry
 * script, each modulepreload and each stylesheet link (the theme's variables), once each.
 */
export function initialAssetUrls(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const script = tag.startsWith('<script') ? /\ssrc="([^"]+)"/.exec(tag)?.[1] : undefined;
    const link = /\srel="(?:modulepreload|stylesheet)"/.test(tag) ? /\shref="([^"]+)"/.exec(tag)?.[1] : undefined;
    return [script ?? link ?? ''].filter((url) => url.startsWith('/assets/'));
  });
  return [...new Set(urls)];
}

/** The fonts a page's HTML preloads (`<link rel="preload" as="font">`), once each. */
export function preloadedFontUrls(html: string): string[] {
  const tags = html.match(/<link\b[^>]*>/g) ?? [];
  const urls = tags
    .filter((tag) => /\srel="preload"/.test(tag) && /\sas="font"/.test(tag))
    .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? '')
    .filter((url) => url.startsWith('/assets/'));
  return [...new Set(urls)];
}

/** The built file behind an asset URL, measured raw and gzipped (level 9, as the build stores it). */
function assetSize(url: string, cache: Map<string, { raw: number; gzip: number }>): { raw: number; gzip: number } {
  let size = cache.get(url);
  if (!size) {
    const body = readFileSync(join(ROOT, 'dist', 'client', url));
    size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    cache.set(url, size);
  }
  return size;
}

/**
 * The first load of every page route of the route table (read from the built SSR bundle, so a
 * new page is measured the day it is added), fetched from the running console as the least
 * visitor it admits: the real modulepreload list the server emits for that route.
 */
export async function measureFirstLoads(consoleUrl: string, floorBytes: number): Promise<FirstLoad[]> {
  const ssr = (await import(pathToFileURL(join(ROOT, 'dist', 'server', 'entry-server.js')).href)) as SsrModule;
  const cookies = new Map<string, string>();
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const results: FirstLoad[] = [];
  for (const page of ssr.pageRoutes) {
    const visitor = visitorFor(page.access);
    if (visitor !== null && !cookies.has(visitor)) cookies.set(visitor, await signInCookie(consoleUrl, visitor));
    const url = samplePath(page.path);
    const response = await fetch(`${consoleUrl}${url}`, {
      headers: { 'user-agent': DESKTOP_AGENT, ...(visitor === null ? {} : { cookie: cookies.get(visitor) ?? '' }) },
      redirect: 'manual',
    });
    const html = await response.text();
    const assets = initialAssetUrls(html).map((asset) => assetSize(asset, sizes));
    const fonts = preloadedFontUrls(html).map((font) => assetSize(font, sizes));
    const kind = page.path === '/dashboard' || page.path.startsWith('/dashboard/') ? 'dashboard' : 'public';
    results.push({
      path: page.path,
      url,
      status: response.status,
      kind,
      files: assets.length,
      rawBytes: assets.reduce((sum, a) => sum + a.raw, 0),
      gzipBytes: assets.reduce((sum, a) => sum + a.gzip, 0),
      budgetBytes: floorBytes + FIRST_LOAD_OVER_FLOOR_KB[kind] * 1024,
      fontFiles: fonts.length,
      fontBytes: fonts.reduce((sum, f) => sum + f.raw, 0),
      htmlBytes: Buffer.byteLength(html),
    });
  }
  return results;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Bench rows (name, figure, budget, met) for the first loads, one per route. */
export function firstLoadRows(loads: FirstLoad[]): BenchRow[] {
  return loads.map((load) => {
    const status = load.status === 200 ? '' : `, HTTP ${load.status}`;
    const met = load.files > 0 && load.gzipBytes <= load.budgetBytes;
    return [
      `Initial JS+CSS of ${load.url} (gzip)`,
      `${kb(load.gzipBytes)} (raw ${kb(load.rawBytes)}, ${load.files} files${status})`,
      `<= ${kb(load.budgetBytes)} (floor + ${FIRST_LOAD_OVER_FLOOR_KB[load.kind]} KB)`,
      met,
    ];
  });
}

/** The requests a first load makes before the page runs: the HTML, its JS and CSS, its preloaded fonts. */
export function firstLoadRequests(load: FirstLoad): number {
  return 1 + load.files + load.fontFiles;
}

/** Bench rows for the requests of each route's first load (issue 26: at most 20). */
export function firstLoadRequestRows(loads: FirstLoad[]): BenchRow[] {
  return loads.map((load) => {
    const requests = firstLoadRequests(load);
    return [`Requests of a first load of ${load.url}`, `${requests}`, `<= ${FIRST_LOAD_REQUESTS}`, requests <= FIRST_LOAD_REQUESTS];
  });
}

/**
 * One printed line on the preloaded fonts, which the budgets above leave out (they are not code
 * and do not delay the page's scripts): their weight, and on how many pages. The other faces
 * (the headings' Barlow weights) are fetched only when text uses them and are not counted here.
 */
export function preloadedFontsLine(loads: FirstLoad[]): string {
  const withFonts = loads.filter((load) => load.fontFiles > 0);
  const most = withFonts.reduce<FirstLoad | undefined>((top, load) => (top && top.fontBytes >= load.fontBytes ? top : load), undefined);
  if (!most) return 'Preloaded fonts: none';
  return (
    `Preloaded fonts (woff2, outside the JS+CSS budgets): ${kb(most.fontBytes)} in ${most.fontFiles} file(s), ` +
    `on ${withFonts.length} of ${loads.length} pages`
  );
}

/** Bench rows for the signed-in pages' HTML (issue 26: at most 100 KB on every page). */
export function signedInHtmlRows(loads: FirstLoad[]): BenchRow[] {
  return loads
    .filter((load) => load.kind === 'dashboard' && load.status === 200)
    .map((load) => [`Signed-in HTML of ${load.url}`, kb(load.htmlBytes), '<= 100 KB', load.htmlBytes <= 100 * 1024]);
}
