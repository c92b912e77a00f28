import { createCanvas, loadImage } from '@napi-rs/canvas'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { atEachSize, box, DESKTOP, results, runClockUntil } from './page-helpers'

// What a new visitor's tour of the demo found (issue 44), each seen as a visitor sees it.

/** The colours painted just outside each side of `card` (5 px out, halfway along), as [r, g, b]. */
async function paintedAround(page: Page, card: Locator) {
  const { x, y, width, height } = await box(card)
  const out = 8
  const shot = await page.screenshot({ clip: { x: x - out, y: y - out, width: width + 2 * out, height: height + 2 * out } })
  const image = await loadImage(shot)
  const canvas = createCanvas(image.width, image.height)
  const context = canvas.getContext('2d')
  context.drawImage(image, 0, 0)
  const at = (px: number, py: number) => {
    const [r = 0, g = 0, b = 0] = context.getImageData(Math.round(px), Math.round(py), 1, 1).data
    return [r, g, b]
  }
  const mid = { x: out + width / 2, y: out + height / 2 }
  return [at(out - 5, mid.y), at(out + width + 4, mid.y), at(mid.x, out - 5), at(mid.x, out + height + 4)]
}

/** Tab from the element before `link` to it, so that focus is the keyboard's. */
async function tabInto(page: Page, link: Locator) {
  await link.evaluate((element) => {
    const before = document.createElement('button')
    element.closest('ul, [role="list"]')?.before(before)
    before.focus()
    before.addEventListener('blur', () => {
      before.remove()
    })
  })
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
}

/** The accent of the focus ring (base.css: the page's colour, then the accent), as [r, g, b]. */
const ringColour = (card: Locator) =>
  card.evaluate((element) => (getComputedStyle(element).boxShadow.match(/rgb\([^)]*\)/g)?.at(-1) ?? '').match(/\d+/g)?.map(Number) ?? [])

test('a grid card’s focus ring shows all round it, in the grid, Recently seen and More matches, at both sizes', async ({ page }) => {
  const check = async (list: Locator) => {
    const card = list.locator('.pepe-card').first()
    await tabInto(page, card.getByRole('link'))
    const ring = await ringColour(card)
    expect(ring).toHaveLength(3)
    // Within a step or two of it: a side may fall on a pixel's edge, which blends.
    const sides = (await paintedAround(page, card)).map((colour) => colour.every((channel, index) => Math.abs(channel - (ring[index] ?? -9)) <= 3))
    expect(sides).toEqual([true, true, true, true])
  }
  await page.goto('/?v=1')
  await expect(results(page).getByRole('img').first()).toBeVisible()
  await atEachSize(page, () => check(results(page)))

  await page.goto('/?q=with')
  const more = page.getByRole('list', { name: 'More matches' })
  await expect(more.getByRole('img').first()).toBeVisible()
  await more.evaluate((element) => {
    element.scrollIntoView({ block: 'center' })
  })
  await check(more)

  await page.goto('/pepe/3?v=2')
  await expect(page.getByRole('heading', { level: 1, name: 'Pepe 3' })).toBeVisible()
  await page.getByRole('link', { name: 'Recently seen' }).click()
  const recent = page.getByRole('list', { name: 'Recently seen' })
  await expect(recent.getByRole('img').first()).toBeVisible()
  await check(recent)
})

test.describe('with a clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  /** Each copy button of `actions` on `path`, at each size: its box, and every box beside it, the same while it says "Copied". */
  const keepWidths = async (page: Page, path: string, actions: Locator) => {
    await page.clock.install()
    await page.goto(path)
    await expect(actions.getByRole('button', { name: 'Favourite' })).toBeVisible()
    // Both late parts in place, so the boxes before and after are the same row's.
    await expect(actions.getByRole('button', { name: 'Add to collection' })).toBeVisible()
    await atEachSize(page, async () => {
      for (const name of ['Copy image', 'Copy link']) {
        const before = await Promise.all((await actions.locator('button, a').all()).map(box))
        await actions.getByRole('button', { name }).click()
        await expect(actions.getByRole('button', { name: 'Copied' })).toBeVisible()
        expect(await Promise.all((await actions.locator('button, a').all()).map(box))).toEqual(before)
        await runClockUntil(page, 500, () => expect(actions.getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 100 }))
      }
    })
  }

  test('on a record page, "Copy image" and "Copy link" keep their width while they say "Copied", and nothing beside them moves', async ({ page }) => {
    await keepWidths(page, '/pepe/7?v=2', page.locator('.pepe-actions'))
  })

  test('on v2\'s pick, "Copy image" and "Copy link" keep their width while they say "Copied", and nothing beside them moves', async ({ page }) => {
    await keepWidths(page, '/', page.locator('.pick-actions'))
  })
})

test.describe('at 1280×800', () => {
  // The catalogue's 404 for the unknown id, which the console notes.
  test.use({ viewport: DESKTOP, failOnConsoleErrors: false })

  test('a record that cannot be shown: its message is the page, under its heading, and the tab says what happened', async ({ page }) => {
    for (const [path, title] of [
      ['/pepe/99999?v=2', 'Pepe 99999 not found · Pepe Catalogue'],
      ['/pepe/abc?v=2', 'Not a pepe id · Pepe Catalogue'],
    ] as const) {
      await page.goto(path)
      const alert = page.getByRole('alert')
      await expect(alert).toBeVisible()
      await expect(page).toHaveTitle(title)
      const heading = await box(page.getByRole('heading', { level: 1 }))
      const message = await box(alert)
      // One column, across the middle of the page: no empty half beside it.
      expect(message.x, path).toBe(heading.x)
      expect(message.x, path).toBeLessThan(DESKTOP.width / 2 - 200)
      expect(message.x + message.width, path).toBeGreaterThan(DESKTOP.width / 2 + 200)
    }
    await page.goto('/nowhere')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found · Pepe Catalogue')
  })
})

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(one: string, two: string) {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
      const channel = value / 255
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`placeholders read at 4.5:1 or more in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/')
    const fields = page.locator('input[placeholder]')
    await expect(fields.first()).toBeVisible()
    const colours = await fields.evaluateAll((inputs) =>
      inputs.map((input) => ({ text: getComputedStyle(input, '::placeholder').color, field: getComputedStyle(input).backgroundColor, what: input.getAttribute('placeholder') })),
    )
    expect(colours.length).toBeGreaterThan(0)
    for (const { text, field, what } of colours) expect(contrast(text, field), `${what ?? ''}: ${text} on ${field}`).toBeGreaterThanOrEqual(4.5)
  })
}
