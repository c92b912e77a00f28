import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { cards, expectNoSeriousAxeViolations } from './page-helpers'

/** Every screen and state, and what shows once it is there. */
const screens: readonly (readonly [string, string, (page: Page) => Promise<void>])[] = [
  ['v2 pick', '/', (page) => expect(cards(page)).toHaveCount(1)],
  ['v1 grid', '/?v=1', (page) => expect(cards(page)).toHaveCount(12)],
  // Its "Open image" link once failed contrast; random picks rarely hit a broken image, so force it.
  ['broken image (v2)', '/?mock=broken-images', (page) => expect(page.getByText('Image unavailable.')).toBeVisible()],
  ['broken images (v1)', '/?v=1&limit=3&mock=broken-images', (page) => expect(page.getByText('Image unavailable.')).toHaveCount(3)],
  ['loading', '/?v=1&mock=slow&mock-delay=8000', (page) => expect(page.getByText('Loading pepes…')).toBeVisible()],
  ['no match', '/?v=1&q=zzzz', (page) => expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible()],
  ['server error', '/?mock=500', (page) => expect(page.getByRole('alert')).toContainText('server error')],
  ['rate limit wait', '/?mock=429&mock-retry-after=30', (page) => expect(page.getByText(/rate limit/)).toBeVisible()],
  ['record', '/pepe/7?v=2', (page) => expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()],
  ['bad v2 id', '/pepe/abc?v=2', (page) => expect(page.getByRole('alert')).toContainText('whole number')],
  ['unknown record', '/pepe/99999?v=2', (page) => expect(page.getByRole('alert')).toContainText('not found')],
  ['unknown page', '/nowhere', (page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()],
]

test.describe('no serious axe violation on any screen', () => {
  // Error screens log their failed requests; that is what they are for.
  test.use({ failOnConsoleErrors: false })

  for (const [name, route, ready] of screens) {
    test(`${name}, light and dark`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(route)
      await ready(page)
      await expectNoSeriousAxeViolations(page)
      // The system theme is followed as it changes (public/theme.js), no reload needed.
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      await expectNoSeriousAxeViolations(page)
    })
  }
})
