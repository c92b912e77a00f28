import { test as base, expect } from '@playwright/test'

/**
 * Every browser test fails on a console error or a failed request unless it says it expects one
 * (a broken image, a fault of the demo API).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText ?? ''}`))
      await use(errors)
      expect(errors, 'console errors and failed requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
