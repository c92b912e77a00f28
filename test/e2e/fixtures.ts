import { test as base, expect } from '@playwright/test'

type Options = {
  /** Fail the test on any console error or failed request; off where a test provokes one. */
  failOnConsoleErrors: boolean
}

export const test = base.extend<Options & { consoleErrors: string[] }>({
  failOnConsoleErrors: [true, { option: true }],
  consoleErrors: [
    async ({ page, failOnConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? ''
        // Cancelled because the page or view went away (a navigation, an AbortSignal): by design.
        if (reason !== 'net::ERR_ABORTED') errors.push(`${request.url()}: ${reason}`)
      })
      await use(errors)
      if (failOnConsoleErrors) expect(errors, 'console errors and failed requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
