import { test as base, expect } from '@playwright/test'

type Options = {
  /** Fail the test on any console error or failed request; off where a test provokes one. */
  failOnConsoleErrors: boolean
}

const CSP = /Content.Security.Policy/i
/**
 * The demo's MSW worker registers on every load; a load that follows another at once sometimes
 * (once in about 1,000 browser tests on the headless shell) has Chromium's own update of that
 * registration fail with "Not found", the browser's bookkeeping: the page, served by the worker,
 * is whole. Only the demo's mock worker: the production worker's updates are the app's to get right.
 */
const MOCK_WORKER_UPDATE = /^Failed to update a ServiceWorker for scope \('[^']+'\) with script \('[^']+\/mockServiceWorker\.js'\): Not found$/

export const test = base.extend<Options & { consoleErrors: string[] }>({
  failOnConsoleErrors: [true, { option: true }],
  consoleErrors: [
    async ({ page, failOnConsoleErrors }, use) => {
      const errors: string[] = []
      const violations: string[] = []
      // Chromium reports most violations in the console; the event catches every one of them.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI}`)
        })
      })
      page.on('console', (message) => {
        if (message.type() === 'error' && !MOCK_WORKER_UPDATE.test(message.text())) errors.push(message.text())
        // A preload nothing took: a request sent for nothing (a record's image, say).
        if (/preloaded using link preload but not used/.test(message.text())) errors.push(message.text())
        if (CSP.test(message.text())) violations.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? ''
        // Cancelled because the page or view went away (a navigation, an AbortSignal): by design.
        if (reason !== 'net::ERR_ABORTED') errors.push(`${request.url()}: ${reason}`)
      })
      await use(errors)
      // Never allowed, even where a test provokes errors: the site's CSP must fit the app.
      expect(violations, 'Content Security Policy violations').toEqual([])
      if (failOnConsoleErrors) expect(errors, 'console errors and failed requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
