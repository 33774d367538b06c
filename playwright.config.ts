import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { WORLD_OFFSET_ENV, worldOffsetFor } from './tests/e2e/world'

/**
 * Browser tests drive an installed Chromium; Playwright cannot download its own here. Debian's
 * headless shell where it is installed: the same Blink without the browser's UI, which is what
 * Playwright itself runs headless by default, and about a quarter less time per test on this
 * machine than the full browser, the fallback.
 */
const INSTALLED = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
const chromiumPath = process.env.CHROMIUM_PATH || INSTALLED.find((path) => existsSync(path))
if (!chromiumPath || !existsSync(chromiumPath)) {
  console.error(
    `Chromium not found at ${chromiumPath ?? INSTALLED.join(' or ')}: install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
  )
  process.exit(1)
}

/**
 * No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`, the specs of
 * what it keeps offline): each fresh context would install it and precache the whole build (about
 * 180 files) while the test runs, about a tenth of the browser tests' time on this machine.
 */
const PHONE = { ...devices['Pixel 7'], browserName: 'chromium' as const, serviceWorkers: 'block' as const }

/**
 * The tests' world starts at 11:00 in Hong Kong (tests/e2e/world.ts). Chosen once, in the runner:
 * the workers it starts inherit its environment, and the server gets it below.
 */
process.env[WORLD_OFFSET_ENV] ??= String(worldOffsetFor(Date.now()))

export const E2E_PORT = Number(process.env.E2E_PORT || 8097)
const dataDir = `.tmp/e2e-data-${E2E_PORT}`
/** The fixture geocoder (tests/e2e/fixtures/geocoder.ts), the shop's GEOCODER_URL. */
const geocoderPort = E2E_PORT + 1

/**
 * Specs that change what every other test sees on the shared server: the Central shop's caps
 * (order-caps), the server's clock (account-deletion) and Central's hours (opening-hours). They run
 * after the others, one at a time.
 */
const SERVER_WIDE = ['**/order-caps.spec.ts', '**/account-deletion.spec.ts', '**/opening-hours.spec.ts']

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two browsers at once against the one server: every test signs up its own member and cart.
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // No trace: recording one for every test to keep a failing one's took about a fifth of the
    // browser tests' time. `npx playwright test --trace retain-on-failure` when a failure needs it.
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', testIgnore: SERVER_WIDE, use: PHONE },
    { name: 'phone, server-wide', testMatch: SERVER_WIDE, workers: 1, dependencies: ['phone'], use: PHONE },
  ],
  webServer: [
    {
      // Deterministic: it knows Wan Chai only, so specs pinning or typing elsewhere get no address.
      command: 'tsx tests/e2e/fixtures/geocoder.ts',
      url: `http://127.0.0.1:${geocoderPort}/status`,
      env: { GEOCODER_FIXTURE_PORT: String(geocoderPort) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The production build served by the real server, as built with it (dist/.server), on a fresh
      // embedded database.
      command: `rm -rf ${dataDir} && node dist/.server/main.js`,
      url: `http://localhost:${E2E_PORT}/healthz`,
      // Every test logs in from the same loopback IP: the per-IP SMS limit is raised as for a busy
      // restaurant Wi-Fi, while the per-phone limits stay as in production.
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        // The server's clock in the tests' world, with the browsers' (tests/e2e/world.ts).
        TEST_CLOCK_OFFSET_MS: process.env[WORLD_OFFSET_ENV],
        LOG_LEVEL: 'warn',
        SMS_SENDS_PER_IP_HOUR: '1000',
        // Likewise the wrong codes of the tests (the login lock's among them) all count against it.
        LOGIN_FAILURES_PER_IP_HOUR: '1000',
        // Likewise every browser's logs come from that one IP (each browser keeps its own device limit).
        LOG_RECORDS_PER_IP_10MIN: '1000000',
        LOG_KB_PER_IP_10MIN: '1048576',
        // The staff API on (tests move orders as the merchant): tests/e2e/pages/orderStaff.ts has the same token.
        STAFF_TOKEN: 'e2e-staff-token-0123456789abcdef',
        // Street addresses and suggestions from the fixture geocoder, paced as for the real Nominatim.
        GEOCODER_URL: `http://127.0.0.1:${geocoderPort}`,
        GEOCODER_CONTACT: 'e2e@example.com',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
