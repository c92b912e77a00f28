import { defineConfig, devices } from '@playwright/test'
import { headlessShellLaunchOptions } from './test/chromium'
import { DEMO_PORT, PRODUCTION_DIST, PRODUCTION_KEY, PRODUCTION_PORT, SITES_BUILT, UPSTREAM_PORT } from './test/e2e/servers'

const chromium = {
  ...devices['Desktop Chrome'],
  // The headless shell (test/chromium.ts). (The full browser's compositor had been made a thread,
  // --in-process-gpu, to save a tenth; in the shell it saves nothing: 90 s with it, 91 s without.)
  launchOptions: headlessShellLaunchOptions,
  // As a visitor who asked for less motion gets the app: no shimmer, no easing. An animation keeps
  // the page drawing frames, which costs this machine's software compositing CPU: the browser tests
  // took a quarter longer with motion. A test of motion itself asks for it (resilience.spec.ts).
  reducedMotion: 'reduce' as const,
}

// Built sites served as Netlify serves them: _redirects, netlify.toml headers and the /api
// function apply. Each instance gets its own inner ports, so two can run side by side.
const netlifyDev = (dir: string, port: number) =>
  `netlify dev --offline --no-open --dir ${dir} --port ${port} --staticServerPort ${port + 100} --functions-port ${port + 200}`
const ready = (port: number) => `http://localhost:${port}/favicon.svg`

export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // A 2-core machine under a full run: the demo's service worker and first answers can take a while.
  expect: { timeout: 10_000 },
  // Four browsers on two cores: a browser test mostly waits (on its page, the servers, the
  // upstream), and two left the cores three quarters idle.
  workers: 4,
  // Each test as it ends; then the ten slowest (slowest-tests.ts).
  reporter: [['list'], ['./test/e2e/slowest-tests.ts']],
  // The upstream the production site's forwarder calls.
  globalSetup: './test/e2e/global-setup.ts',
  // No trace recorded: recording every test to keep the failures' cost this machine a fifth of the
  // run's time, and CI keeps only the log. To look into a failure: `npx playwright test FILE --trace on`.
  use: { trace: 'off', serviceWorkers: 'allow' },
  projects: [
    {
      name: 'demo',
      testIgnore: /production(-[a-z-]+)?\.spec\.ts/,
      use: { ...chromium, baseURL: `http://localhost:${DEMO_PORT}` },
    },
    {
      name: 'production',
      testMatch: /production(-[a-z-]+)?\.spec\.ts/,
      use: { ...chromium, baseURL: `http://localhost:${PRODUCTION_PORT}` },
    },
  ],
  webServer: [
    {
      command: netlifyDev('dist', DEMO_PORT),
      url: ready(DEMO_PORT),
      timeout: 180_000,
      reuseExistingServer: false,
      env: { BROWSER: 'none' },
    },
    {
      // The production site (test/e2e/production-build.ts), built here unless `npm test` has
      // built it already (it weighs the same build: `npm run size`). Started once the demo site
      // is up.
      command: [
        ...(process.env[SITES_BUILT] ? [] : ['node test/e2e/production-build.ts']),
        `node test/e2e/wait-for.ts ${ready(DEMO_PORT)}`,
        netlifyDev(PRODUCTION_DIST, PRODUCTION_PORT),
      ].join(' && '),
      url: ready(PRODUCTION_PORT),
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        BROWSER: 'none',
        PEPE_API_UPSTREAM: `http://127.0.0.1:${UPSTREAM_PORT}`,
        PEPE_API_KEY: PRODUCTION_KEY,
      },
    },
  ],
})
