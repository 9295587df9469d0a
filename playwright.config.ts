import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from '#scripts/chromium-path.ts';
import { oneHubPorts } from '#tests/e2e/one-hub-ports.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DEV_PORT = PORT + 1;
const VERIFY_PORT = PORT + 2;
const DEGRADED_PORT = PORT + 3;
const UPSTREAM_ONLY_PORT = PORT + 4;
/** Its own server for the specs that change the whole site's settings (name, registration, notice). */
const SITE_SETTINGS_PORT = PORT + 5;
/**
 * The console on a real one-hub (`npm run start:one-hub`: built from its source, seeded through
 * its API), the OpenID provider one-hub signs users in with, and one-hub itself.
 */
const { console: ONE_HUB_PORT, oidc: ONE_HUB_OIDC_PORT, gateway: ONE_HUB_GATEWAY_PORT } = oneHubPorts(PORT);
/**
 * Each server's own store folder: the servers run side by side, each with its own bundled double
 * (whose start empties the SQLite file), so a shared file would mix their keys' budgets.
 */
const dataDir = (port: number) => join(tmpdir(), `console-e2e-data-${port}`);
/** The third server's gateway asks for human verification and e-mail codes. */
const VERIFYING_STATUS = JSON.stringify({ turnstile_check: true, turnstile_site_key: 'e2e-site-key', email_verification: true });
/**
 * Every server's bundled double: no critical-route limit (e2e runs sign in far more often), and
 * its test endpoints (the mailbox, WeChat codes) on, for this machine's browser only.
 */
const TEST_DOUBLE = { MOCK_GATEWAY_RATE_LIMIT: 'off', MOCK_GATEWAY_TEST_ENDPOINTS: '1' } as const;

/**
 * End-to-end tests in Debian's Chromium (no browser download here) against the console with its
 * bundled gateway double: the production build, and the development server, whose React reports
 * every hydration difference (production React stays silent about attribute mismatches).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // A sign-in and the redirect after it can take seconds on a busy two-core machine; waiting
  // longer for an expected state costs nothing when it comes at once.
  expect: { timeout: 10_000 },
  projects: [
    {
      name: 'production',
      testIgnore: [
        'verification.spec.ts',
        'degraded.spec.ts',
        'upstream-only.spec.ts',
        'public-dev.spec.ts',
        'dashboard-dev.spec.ts',
        'site-settings-global.spec.ts',
        'site-texts.spec.ts',
        'round-trip-settings.spec.ts',
        'upstream-only-home.spec.ts',
        'one-hub.spec.ts',
      ],
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    { name: 'one-hub', testMatch: 'one-hub.spec.ts', use: { baseURL: `http://127.0.0.1:${ONE_HUB_PORT}` } },
    { name: 'degraded', testMatch: 'degraded.spec.ts', use: { baseURL: `http://127.0.0.1:${DEGRADED_PORT}` } },
    // Settings changes every page reads (site name, registration, sign-in methods, the notice, the
    // logs): a server of their own, so the specs running in parallel on the others never see them.
    {
      name: 'site-settings',
      testMatch: 'site-settings-global.spec.ts',
      use: { baseURL: `http://127.0.0.1:${SITE_SETTINGS_PORT}` },
    },
    // The contact, terms and privacy texts every guest reads: the same server, after the project
    // above (whose sign-in and notice changes would meet this spec's guest and operator).
    {
      name: 'site-texts',
      testMatch: 'site-texts.spec.ts',
      dependencies: ['site-settings'],
      use: { baseURL: `http://127.0.0.1:${SITE_SETTINGS_PORT}` },
    },
    // Settings saved without changes, and the chat links edited (in every page's status): the
    // same server, after the projects above, so no test of it runs meanwhile.
    {
      name: 'site-settings-round-trip',
      testMatch: 'round-trip-settings.spec.ts',
      dependencies: ['site-texts'],
      use: { baseURL: `http://127.0.0.1:${SITE_SETTINGS_PORT}` },
    },
    // Sign-up and password reset with the default motion: the dialogs' and menus' transitions run
    // under a whole flow somewhere.
    {
      name: 'verification',
      testMatch: 'verification.spec.ts',
      use: { baseURL: `http://127.0.0.1:${VERIFY_PORT}`, reducedMotion: 'no-preference' },
    },
    // Every page against a double that behaves like an unmodified one-hub (no extensions).
    { name: 'upstream-only', testMatch: 'upstream-only.spec.ts', use: { baseURL: `http://127.0.0.1:${UPSTREAM_ONLY_PORT}` } },
    // The home page switched off there (every guest's page): the same server, after the project above.
    {
      name: 'upstream-only-home',
      testMatch: 'upstream-only-home.spec.ts',
      dependencies: ['upstream-only'],
      use: { baseURL: `http://127.0.0.1:${UPSTREAM_ONLY_PORT}` },
    },
    {
      name: 'development',
      // The hydration sweeps: every page once in development React, which reports what
      // production React keeps quiet. The flows themselves run against the production build.
      testMatch: ['public-dev.spec.ts', 'dashboard-dev.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}` },
      // Vite's dev server compiles each module on its first request, so the first client
      // navigation to a page can take seconds on a busy machine: wait for the result longer.
      expect: { timeout: 15_000 },
      timeout: 60_000,
    },
  ],
  use: {
    // A click or navigation that cannot happen fails at the step that waited, not at the end of
    // the test's whole budget with no hint where it hung.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // The console's default language; tests of other languages set their own.
    locale: 'zh-CN',
    // Transitions end at once (the console honours reduced motion, WCAG 2.3.3): a dialog or a
    // scheme change is there without animating frames the CPU-bound suite would draw (measured on
    // four specs: 105–109 s → 92–98 s). The verification project and shell.spec keep the motion.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's headless shell when installed, else its full Chromium (scripts/chromium-path.ts).
      executablePath: chromiumPath() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // With the GPU off, composite in the renderer instead of a software GPU process (measured
        // with reduced motion on four specs: 92–98 s → 88–90 s).
        '--disable-gpu-compositing',
        '--disable-software-rasterizer',
      ],
    },
  },
  // E2E_PRODUCTION_ONLY=1 starts only the production server (quick local runs of one spec).
  webServer: [
    {
      command: 'node server/main.ts',
      url: `http://127.0.0.1:${PORT}/healthz`,
      // The traffic pages' counters read at every scheduler turn (failures.spec), not every 30 s.
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        INSIGHT_SCRAPE_INTERVAL_MS: '1000',
        ...TEST_DOUBLE,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(process.env.E2E_PRODUCTION_ONLY === '1'
      ? []
      : [
          {
            command: 'node server/main.ts',
            url: `http://127.0.0.1:${VERIFY_PORT}/healthz`,
            env: {
              PORT: String(VERIFY_PORT),
              DATA_DIR: dataDir(VERIFY_PORT),
              HOST: '127.0.0.1',
              LOG_LEVEL: 'warn',
              ...TEST_DOUBLE,
              MOCK_GATEWAY_STATUS: VERIFYING_STATUS,
            },
            reuseExistingServer: false,
            timeout: 60_000,
          },
          {
            command: 'node server/main.ts',
            url: `http://127.0.0.1:${DEGRADED_PORT}/healthz`,
            // A gateway whose status and notice endpoints fail (the shell must cope), without the logs
            // endpoint (404) and refusing the user list (one-hub's permission failure): the dashboard's
            // error boundary explains them.
            env: {
              PORT: String(DEGRADED_PORT),
              DATA_DIR: dataDir(DEGRADED_PORT),
              HOST: '127.0.0.1',
              LOG_LEVEL: 'error',
              ...TEST_DOUBLE,
              MOCK_GATEWAY_FAIL_PATHS: '/api/status,/api/notice,/api/log/self=404,/api/user/=denied',
            },
            reuseExistingServer: false,
            timeout: 60_000,
          },
          {
            command: 'node server/main.ts --dev',
            url: `http://127.0.0.1:${DEV_PORT}/healthz`,
            // Stated, not inherited: a NODE_ENV=production in the caller's environment would make the
            // development server render production React, which reports no hydration differences.
            env: {
              NODE_ENV: 'development',
              PORT: String(DEV_PORT),
              DATA_DIR: dataDir(DEV_PORT),
              HOST: '127.0.0.1',
              LOG_LEVEL: 'warn',
              ...TEST_DOUBLE,
            },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]),
    // E2E_SITE_SETTINGS=1 adds it to a production-only run (a quick local run of that project).
    ...(process.env.E2E_PRODUCTION_ONLY !== '1' || process.env.E2E_SITE_SETTINGS === '1'
      ? [
          {
            command: 'node server/main.ts',
            url: `http://127.0.0.1:${SITE_SETTINGS_PORT}/healthz`,
            // Guest pages cached for 10 minutes: a change seen by a guest is the proxy emptying
            // the cache on the settings write, never the cache running out meanwhile.
            env: {
              PORT: String(SITE_SETTINGS_PORT),
              DATA_DIR: dataDir(SITE_SETTINGS_PORT),
              HOST: '127.0.0.1',
              LOG_LEVEL: 'warn',
              ...TEST_DOUBLE,
              PAGE_CACHE_TTL_MS: '600000',
            },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    // E2E_UPSTREAM_ONLY=1 adds it to a production-only run (a quick local run of that project).
    ...(process.env.E2E_PRODUCTION_ONLY !== '1' || process.env.E2E_UPSTREAM_ONLY === '1'
      ? [
          {
            command: 'node server/main.ts',
            url: `http://127.0.0.1:${UPSTREAM_ONLY_PORT}/healthz`,
            env: {
              PORT: String(UPSTREAM_ONLY_PORT),
              DATA_DIR: dataDir(UPSTREAM_ONLY_PORT),
              HOST: '127.0.0.1',
              LOG_LEVEL: 'warn',
              ...TEST_DOUBLE,
              MOCK_GATEWAY_UPSTREAM_ONLY: '1',
            },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    // E2E_ONE_HUB=1 adds it to a production-only run (a quick local run of that project). npm test
    // has built one-hub by then (scripts/build-one-hub.ts), so this starts the cached binary.
    ...(process.env.E2E_PRODUCTION_ONLY !== '1' || process.env.E2E_ONE_HUB === '1'
      ? [
          {
            command: 'node scripts/start-one-hub.ts',
            url: `http://127.0.0.1:${ONE_HUB_PORT}/healthz`,
            env: {
              PORT: String(ONE_HUB_PORT),
              ONE_HUB_OIDC_PORT: String(ONE_HUB_OIDC_PORT),
              ONE_HUB_PORT: String(ONE_HUB_GATEWAY_PORT),
              DATA_DIR: dataDir(ONE_HUB_PORT),
              HOST: '127.0.0.1',
              LOG_LEVEL: 'warn',
            },
            reuseExistingServer: false,
            timeout: 120_000,
            // SIGTERM, not Playwright's default SIGKILL: the script stops one-hub and removes its data folder.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
          },
        ]
      : []),
  ],
});
