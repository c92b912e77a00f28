import { defineConfig, devices } from '@playwright/test'

const port = 8888

export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium: this machine cannot download Playwright's own browsers.
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // The built site served as Netlify serves it: _redirects and netlify.toml headers apply.
  webServer: {
    command: `netlify dev --offline --no-open --dir dist --port ${port}`,
    url: `http://localhost:${port}/favicon.svg`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { BROWSER: 'none' },
  },
})
