import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { box, cards, headerControls, PHONE } from './page-helpers'

// SPEC section 12, "Room to look on a phone": scrolled down through results, the header takes at
// most 64 px of the screen; any scroll up brings all of it back; at the top it is as in 10.1.
// A laptop's header stays whole as the grid scrolls: design.spec.ts.

const MOST_WHILE_SCROLLED = 64

/** How many pixels of the header are on screen: its box, clipped to the viewport. */
async function headerOnScreen(page: Page) {
  const { y, height } = await box(page.getByRole('banner'))
  const bottom = Math.min(y + height, page.viewportSize()?.height ?? 0)
  return Math.max(0, bottom - Math.max(y, 0))
}

/**
 * Where the page's content starts, in the document: the header moves over it, never changing
 * its own height in the flow (Chromium's scroll anchoring would hide that; Safari has none).
 */
const contentTop = (page: Page) => page.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY)

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

async function expectEveryControlOnScreen(page: Page) {
  for (const control of headerControls(page)) await expect(control).toBeInViewport({ ratio: 1 })
}

/** A v1 grid (30 cards: a phone's 15 rows), its header complete. */
async function openGrid(page: Page) {
  await page.goto('/?v=1&limit=30')
  await expect(cards(page)).toHaveCount(30)
  // The theme control comes just after the first screen.
  await expect(page.getByRole('combobox', { name: 'Theme' })).toBeVisible()
}

/** The wheel over the grid, until the page is scrolled well down into it. */
async function wheelDown(page: Page) {
  await page.mouse.move(200, 500)
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)
}

async function scrollDownTheGrid(page: Page) {
  await openGrid(page)
  await wheelDown(page)
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('scrolling down tucks the header away; a little scroll up brings every control back; the top shows it all', async ({ page }) => {
    await openGrid(page)
    await expectEveryControlOnScreen(page)
    const startsAt = await contentTop(page)
    const { y, height } = await box(page.getByRole('banner'))
    expect(y).toBe(0)
    expect(height).toBeLessThanOrEqual(160)

    await wheelDown(page)
    await expect.poll(() => headerOnScreen(page)).toBeLessThanOrEqual(MOST_WHILE_SCROLLED)
    expect(await contentTop(page)).toBe(startsAt)

    const down = await scrollY(page)
    await page.mouse.wheel(0, -120)
    await expect.poll(() => scrollY(page)).toBeLessThan(down)
    await expectEveryControlOnScreen(page)
    // Still deep in the grid: the header came back without the visitor going to the top.
    expect(await scrollY(page)).toBeGreaterThan(800)

    await page.mouse.wheel(0, 1000)
    await expect.poll(() => headerOnScreen(page)).toBeLessThanOrEqual(MOST_WHILE_SCROLLED)
    await page.keyboard.press('Home')
    await expect.poll(() => scrollY(page)).toBe(0)
    await expectEveryControlOnScreen(page)
    expect(await box(page.getByRole('banner'))).toEqual({ x: 0, y: 0, width: PHONE.width, height })
  })

  test('Tab into the tucked header shows it, where the visitor is', async ({ page }) => {
    await scrollDownTheGrid(page)
    await expect.poll(() => headerOnScreen(page)).toBeLessThanOrEqual(MOST_WHILE_SCROLLED)
    const where = await scrollY(page)
    // The first Tab of the page reaches "Skip to results", the header's first stop.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to results' })).toBeFocused()
    await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 })
    // Each stop after it, while Tab stays in the header: on screen as it is focused.
    const inHeader = () => page.evaluate(() => document.activeElement?.closest('header') != null)
    let stops = 0
    for (; stops < 20; stops += 1) {
      await page.keyboard.press('Tab')
      if (!(await inHeader())) break
      await expect(page.locator(':focus')).toBeInViewport({ ratio: 1 })
      expect(await scrollY(page)).toBe(where)
    }
    // The title, Favourites, Recently seen, Theme, search, New random, v1 (the radios' one stop), number, id, Open.
    expect(stops).toBe(10)
  })

  test('"/" focuses the search box in view, and the header tucks away again once focus leaves', async ({ page }) => {
    await scrollDownTheGrid(page)
    await expect.poll(() => headerOnScreen(page)).toBeLessThanOrEqual(MOST_WHILE_SCROLLED)
    await page.keyboard.press('/')
    const search = page.getByRole('searchbox', { name: 'Search descriptions' })
    await expect(search).toBeFocused()
    await expect(search).toBeInViewport({ ratio: 1 })
    // As a tap elsewhere on the page takes the focus away.
    await search.evaluate((element) => {
      element.blur()
    })
    await expect.poll(() => headerOnScreen(page)).toBeLessThanOrEqual(MOST_WHILE_SCROLLED)
  })
})
