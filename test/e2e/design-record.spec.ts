import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { atEachSize, box, PHONE } from './page-helpers'

// SPEC section 10.1: a record's heading, image, description and actions on the first screen, at
// both sizes; with sections 12 and 13 they are eight: Copy image, Copy link, Favourite, Share,
// Download, Open image, Caption and Add to collection.
const ONE_LINE = { path: '/pepe/7?v=2', description: 'Pepe reading a very long book' }
/** What the description says while the layout is checked with three lines of it. */
const THREE_LINES = 'Pepe reading a very long book by the window, a mug of cold coffee beside him'

// A share sheet, as phones have: the page shows its "Share" (Chromium on Linux has none).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(navigator, { share: () => Promise.resolve(), canShare: () => false })
  })
})

const actions = (page: Page) => page.locator('.pepe-actions').getByRole('button').or(page.locator('.pepe-actions').getByRole('link'))

/**
 * "Caption" (a link, SPEC 13.1) and "Add to collection" (a button, SPEC 13.2), shaped as the
 * record page's own link and buttons are (their copies, icon and all), after them in the row.
 */
async function addSection13Actions(page: Page) {
  await page.locator('.pepe-actions').evaluate((row) => {
    const copy = (original: Element | null, words: string, icon: string) => {
      if (original === null) throw new Error(`no action to copy for ${words}`)
      const made = original.cloneNode(true) as HTMLElement
      made.lastChild?.replaceWith(words)
      made.querySelector('use')?.setAttribute('href', `#icon-${icon}`)
      row.append(made)
    }
    copy(row.querySelector('a'), 'Caption', 'caption')
    copy(row.querySelector('button:not([data-shortcut])'), 'Add to collection', 'collection')
  })
}

async function openRecord(page: Page, lines: 1 | 3) {
  await page.goto(ONE_LINE.path)
  await expect(page.getByRole('link', { name: 'Open image' })).toBeVisible()
  await expect(page.locator('.pepe-actions').getByRole('button', { name: 'Favourite' })).toBeVisible()
  await addSection13Actions(page)
  if (lines === 3) await page.locator('.pepe-page-description').evaluate((element, words) => (element.textContent = words), THREE_LINES)
  await expect(actions(page)).toHaveText(['Copy image', 'Copy link', 'Favourite', 'Share', 'Download', 'Open image', 'Caption', 'Add to collection'])
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
