import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { addMissingActions, lengthenDescription, recordFavourite } from './record-actions'
import { atEachSize, box, PHONE } from './page-helpers'

// SPEC section 10.1: a record's heading, image, description and actions on the first screen, at
// both sizes; with sections 12 and 13 they are eight: Copy image, Copy link, Favourite, Share,
// Download, Open image, Caption and Add to collection.
// Pepe 7's description takes one line on a phone; none of the demo's takes three.
const RECORD = '/pepe/7?v=2'

// A share sheet, as phones have: the page shows its "Share" (Chromium on Linux has none).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(navigator, { share: () => Promise.resolve(), canShare: () => false })
  })
})

const actions = (page: Page) => page.locator('.pepe-actions').getByRole('button').or(page.locator('.pepe-actions').getByRole('link'))

async function openRecord(page: Page, lines: 1 | 3) {
  await page.goto(RECORD)
  await expect(page.getByRole('link', { name: 'Open image' })).toBeVisible()
  await expect(recordFavourite(page)).toBeVisible()
  await expect(page.locator('.pepe-actions').getByRole('button', { name: 'Add to collection' })).toBeVisible()
  await addMissingActions(page)
  if (lines === 3) await lengthenDescription(page)
  await expect(actions(page)).toHaveText(['Copy image', 'Copy link', 'Favourite', 'Add to collection', 'Share', 'Download', 'Open image', 'Caption'])
}

/** How many lines the description takes, at the size the page is now. */
const descriptionLines = (page: Page) =>
  page.locator('.pepe-page-description').evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)))

for (const lines of [1, 3] as const) {
  test(`a record with ${lines === 1 ? 'a one-line' : 'a three-line'} description: heading, image, description and eight actions on the first screen, each 44 px on a phone`, async ({ page }) => {
    await openRecord(page, lines)
    await atEachSize(page, async (size) => {
      if (size === PHONE) expect(await descriptionLines(page)).toBe(lines)
      const buttons = await actions(page).all()
      for (const part of [page.getByRole('heading', { level: 1 }), page.locator('.pepe-page-media img'), page.locator('.pepe-page-description'), ...buttons]) {
        const where = await box(part)
        const what = await part.evaluate((element) => element.textContent.trim() || element.tagName)
        expect(where.y + where.height, what).toBeLessThanOrEqual(size.height)
        expect(where.x + where.width, what).toBeLessThanOrEqual(size.width)
        if (size === PHONE && buttons.includes(part)) expect(Math.min(where.width, where.height), what).toBeGreaterThanOrEqual(44)
      }
      expect((await box(page.locator('.pepe-page-media img'))).height).toBeLessThanOrEqual(size.height * 0.7)
    })
  })
}
