import { expect, test } from './fixtures'
import { box, cards } from './page-helpers'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

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
        // The page's top padding and the message's own margin (36 px); an empty status row above made it 54.
        const header = await box(page.getByRole('banner'))
        expect((await box(alert)).y - (header.y + header.height)).toBeLessThanOrEqual(40)
      })

      test('the offline banner stands inside the page margins', async ({ page, context }) => {
        await page.goto('/?v=1')
        await expect(cards(page)).toHaveCount(12)
        await context.setOffline(true)
        const banner = page.getByRole('status').filter({ hasText: 'You are offline' })
        await expect(banner).toBeVisible()
        const where = await box(banner)
        const main = await box(page.locator('main'))
        const gutter = viewport === PHONE ? 16 : 24
        expect(where.x).toBeGreaterThanOrEqual(main.x + gutter - 1)
        expect(where.x + where.width).toBeLessThanOrEqual(main.x + main.width - gutter + 1)
        await context.setOffline(false)
      })
    })
  })
}
