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
  ['no favourites', '/favourites', (page) => expect(page.getByText('No favourites yet')).toBeVisible()],
  [
    'favourites',
    '/?v=1&limit=4',
    async (page) => {
      for (const index of [0, 1]) await page.getByRole('button', { name: 'Favourite' }).nth(index).click()
      await page.getByRole('link', { name: /^Favourites/ }).click()
      await expect(page.getByRole('list', { name: 'Favourites' }).getByRole('listitem')).toHaveCount(2)
    },
  ],
  [
    'recently seen',
    '/pepe/4?v=2',
    async (page) => {
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
      await page.getByRole('link', { name: 'Recently seen' }).click()
      await expect(page.getByRole('list', { name: 'Recently seen' }).getByRole('listitem')).toHaveCount(1)
    },
  ],
  [
    'keyboard shortcuts',
    '/?v=1&limit=4',
    async (page) => {
      await expect(cards(page)).toHaveCount(4)
      // The shortcuts arrive just after the first screen: their (closed) dialog says they are there.
      await expect(page.locator('dialog.shortcuts')).toBeAttached()
      await page.keyboard.press('?')
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    },
  ],
  [
    'more loaded',
    '/?v=1&limit=4',
    async (page) => {
      await page.getByRole('button', { name: 'Load more' }).click()
      await expect(page.getByRole('status')).toContainText('more loaded')
    },
  ],
]

test.describe('no serious axe violation on any screen', () => {
  // Error screens log their failed requests; that is what they are for.
  test.use({ failOnConsoleErrors: false })

  for (const [name, route, ready] of screens) {
    test(`${name}, light and dark`, async ({ page }) => {
      // Two full axe runs take 15–20 s on a loaded 2-core machine (more on a busy screen).
      test.slow()
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(route)
      await ready(page)
      await expectNoSeriousAxeViolations(page)
      // The system theme is followed as it changes (src/styles/tokens.css), no reload needed:
      // the dark theme's background.
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(17, 21, 16)')
      await expectNoSeriousAxeViolations(page)
    })
  }
})
