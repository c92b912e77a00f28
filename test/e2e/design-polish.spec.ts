import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { atEachSize, box, cards, DESKTOP, PHONE } from './page-helpers'

type Box = { x: number; y: number; width: number; height: number }
/** Whether two boxes share any area (touching edges do not count). */
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5

/** Where each Tab stop in the header is, from the first after "Skip to results" to the last. */
async function headerTabStops(page: Page) {
  await page.keyboard.press('Tab')
  const stops: { name: string; top: number; left: number }[] = []
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const focused = document.activeElement
      if (!focused?.closest('header')) return null
      const { top, left } = focused.getBoundingClientRect()
      return { name: focused.getAttribute('aria-label') ?? focused.textContent.trim(), top: Math.round(top), left: Math.round(left) }
    })
    if (stop === null) break
    stops.push(stop)
  }
  return stops
}

test('the header: Tab goes through it row by row, never back up; card hearts sit beside the words, off the drawing; the Theme menu is a pill', async ({ page }) => {
  for (const size of [PHONE, DESKTOP]) {
    await test.step(`at ${size.width}×${size.height}`, async () => {
      // A load at each size: the Tab order starts from the top of a fresh page.
      await page.setViewportSize(size)
      await page.goto('/?v=1')
      await expect(cards(page)).toHaveCount(12)
      await expect(page.getByRole('combobox', { name: 'Theme' })).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'Pepe id' })).toBeVisible()
      const stops = await headerTabStops(page)
      expect(stops.map((stop) => stop.name)).toContain('Theme')
      for (const [index, stop] of stops.entries()) {
        const before = stops[index - 1]
        if (!before) continue
        const sameRow = Math.abs(stop.top - before.top) < 20
        expect(sameRow ? stop.left > before.left : stop.top > before.top, `${before.name} → ${stop.name}`).toBe(true)
      }

      for (const card of (await cards(page).all()).slice(0, 4)) {
        const heart = await box(card.getByRole('button', { name: 'Favourite' }))
        expect(overlap(heart, await box(card.getByRole('img')))).toBe(false)
      }
      const style = await page.getByRole('combobox', { name: 'Theme' }).evaluate((select) => {
        const { appearance, borderTopLeftRadius } = getComputedStyle(select)
        return { appearance, radius: Number.parseFloat(borderTopLeftRadius) }
      })
      expect(style.appearance).toBe('none')
      expect(style.radius).toBeGreaterThanOrEqual(20)
    })
  }
})

test.describe('in trouble', () => {
  // The 400 answer and the offline images are logged by the browser: provoked here.
  test.use({ failOnConsoleErrors: false })

  test('an error: no empty status row above it, a Details that shows it opens', async ({ page }) => {
    await page.goto('/?v=1&mock=400')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('invalid request')
    const summary = alert.getByText('Details')
    const marker = await summary.evaluate((element) => {
      const before = getComputedStyle(element, '::before').content
      return getComputedStyle(element).display === 'list-item' || !['none', 'normal'].includes(before)
    })
    expect(marker, 'a disclosure marker').toBe(true)
    await atEachSize(page, async () => {
      // The page's top padding and the message's own margin (36 px); an empty status row above made it 54.
      const header = await box(page.getByRole('banner'))
      expect((await box(alert)).y - (header.y + header.height)).toBeLessThanOrEqual(40)
    })
  })

  test('the offline banner stands inside the page margins', async ({ page, context }) => {
    await page.goto('/?v=1')
    await expect(cards(page)).toHaveCount(12)
    await context.setOffline(true)
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' })
    await expect(banner).toBeVisible()
    await atEachSize(page, async (size) => {
      const where = await box(banner)
      const main = await box(page.locator('main'))
      const gutter = size === PHONE ? 16 : 24
      expect(where.x).toBeGreaterThanOrEqual(main.x + gutter - 1)
      expect(where.x + where.width).toBeLessThanOrEqual(main.x + main.width - gutter + 1)
    })
    await context.setOffline(false)
  })
})

test('on a phone, the favourites count sits beside the heart, not over it', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/?v=1&limit=4')
  await expect(cards(page)).toHaveCount(4)
  await page.getByRole('button', { name: 'Favourite' }).first().click()
  const link = page.getByRole('link', { name: /^Favourites/ })
  await expect(link).toHaveAccessibleName('Favourites 1')
  const count = await box(link.getByText('1', { exact: true }))
  expect(overlap(count, await box(link.locator('svg')))).toBe(false)
  const heading = await box(link)
  expect(heading.width).toBeGreaterThanOrEqual(44)
})
