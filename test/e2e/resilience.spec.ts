import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const results = (page: Page) => page.getByRole('list', { name: 'Results' })

test.describe('faults of the demo API', () => {
  test.use({ failOnConsoleErrors: false })

  test('401: "API key", and Switch to v1 shows pepes', async ({ page }) => {
    await page.goto('/?mock=401&q=pepe')
    await expect(page.getByRole('alert')).toContainText('API key')
    await page.getByRole('button', { name: 'Switch to v1' }).click()
    await expect(results(page).getByRole('listitem')).toHaveCount(12)
    await expect(page.getByRole('searchbox', { name: 'Search descriptions' })).toHaveValue('pepe')
  })

  test('429 then success: a countdown, then the pick', async ({ page }) => {
    await page.goto('/?mock=429&mock-times=1&mock-retry-after=2')
    await expect(page.getByRole('alert')).toContainText(/rate limit.*Trying again in [12] s/)
    await expect(results(page).getByRole('img')).toBeVisible({ timeout: 5000 })
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('persistent 500, then Try again', async ({ page }) => {
    await page.goto('/?mock=500&mock-times=3')
    await expect(page.getByRole('alert')).toContainText('server error', { timeout: 5000 })
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(results(page).getByRole('img')).toBeVisible()
  })

  test('a body that is not JSON is an "unexpected response"', async ({ page }) => {
    await page.goto('/pepe/3?v=2&mock=not-json')
    await expect(page.getByRole('alert')).toContainText('unexpected response')
  })

  test('a javascript: url never reaches the page', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`)
    })
    await page.goto('/?v=1&limit=5&mock=javascript-url')
    // The one unsafe record is left out; the rest is shown.
    await expect(results(page).getByRole('listitem')).toHaveCount(4)
    await expect(page.locator('[src^="javascript:" i], [href^="javascript:" i]')).toHaveCount(0)
    await page.getByRole('radio', { name: 'v2' }).check()
    await expect(page.getByRole('alert')).toContainText('unexpected response')
    await expect(page.locator('[src^="javascript:" i], [href^="javascript:" i]')).toHaveCount(0)
  })

  test('broken CDN images: "Image unavailable" with "Open image", and the grid keeps its shape', async ({ page }) => {
    await page.goto('/?v=1&limit=3&mock=broken-images')
    await expect(page.getByText('Image unavailable.')).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Open image' })).toHaveCount(3)
    const boxes = await page.locator('.pepe-image-box').evaluateAll((elements) => elements.map((element) => element.clientHeight))
    for (const height of boxes) expect(height).toBeGreaterThan(100)
  })

  // The browser's own requests (the favicon) fail while offline: not the app's doing.
  test('offline: a banner, the pick stays, and a search waits for the connection', async ({ page, context }) => {
    await page.goto('/?v=1&limit=3')
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    await context.setOffline(true)
    await expect(page.getByText(/You are offline/)).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search descriptions' })
    await search.fill('coffee')
    await search.press('Enter')
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await context.setOffline(false)
    await expect(page.getByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
    await expect(page.getByText(/You are offline/)).toHaveCount(0)
  })
})
