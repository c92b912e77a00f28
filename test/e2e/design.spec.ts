import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { atEachSize, box, cards, DESKTOP, headerControls, PHONE, results } from './page-helpers'

test('the v1 grid: cards whose image is their link, in columns; the header on top as it scrolls, every control in view, search the widest', async ({ page }) => {
  // 40 cards: a page to scroll at either size.
  await page.goto('/?v=1&limit=40')
  await expect(cards(page)).toHaveCount(40)
  const first = cards(page).first()
  const description = await first.getByRole('img').getAttribute('alt')
  await expect(first.getByRole('link')).toHaveAccessibleName(description ?? '')
  await expect(page.getByRole('link', { name: /^Open pepe/ })).toHaveCount(0)
  // The theme control comes just after the first screen.
  await expect(page.getByRole('combobox', { name: 'Theme' })).toBeVisible()

  await atEachSize(page, async (size) => {
    const tops = await cards(page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    const columns = tops.filter((top) => top === tops[0]).length
    if (size === PHONE) expect(columns).toBeGreaterThanOrEqual(2)
    else expect(columns).toBeGreaterThanOrEqual(4)
    if (size === DESKTOP) expect(columns).toBeLessThanOrEqual(6)

    const widths = await Promise.all(headerControls(page).map(async (control) => (await box(control)).width))
    const search = (await box(page.getByRole('searchbox', { name: 'Search descriptions' }))).width
    expect(widths.filter((width) => width >= search)).toEqual([search])
    // A phone's header tucks away as the grid scrolls down, and back on a scroll up: phone-header.spec.ts.
    if (size === DESKTOP) {
      await page.mouse.wheel(0, 1500)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
      // Two frames after the scroll: a header that was going to move has moved.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const header = await box(page.getByRole('banner'))
      expect(header.y).toBe(0)
      expect(header.height).toBeLessThanOrEqual(120)
      for (const control of headerControls(page)) await expect(control).toBeInViewport({ ratio: 1 })
    }
  })
})

test('the v2 pick is the hero', async ({ page }) => {
  await page.goto('/')
  await expect(results(page).getByRole('img')).toBeVisible()
  await atEachSize(page, async (size) => {
    const image = await box(results(page).getByRole('img'))
    if (size === DESKTOP) expect(image.height).toBeGreaterThanOrEqual(size.height / 2)
    else expect(image.width).toBeGreaterThanOrEqual((await box(page.locator('main'))).width - 2 * 16 - 1)
  })
})

test('a record: heading, image, description and actions all on the first screen', async ({ page }) => {
  await page.goto('/pepe/7?v=2')
  const parts = [
    page.getByRole('heading', { level: 1, name: 'Pepe 7' }),
    page.getByRole('img', { name: 'Pepe reading a very long book' }),
    page.getByText('Pepe reading a very long book', { exact: true }),
    page.getByRole('button', { name: 'Copy link' }),
    page.getByRole('link', { name: 'Open image' }),
  ]
  await atEachSize(page, async (size) => {
    for (const part of parts) {
      const where = await box(part)
      expect(where.y + where.height).toBeLessThanOrEqual(size.height)
    }
    expect((await box(parts[1] ?? page.locator('img'))).height).toBeLessThanOrEqual(size.height * 0.7)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('every button, input, radio and card link is at least 44×44', async ({ page }) => {
    for (const route of ['/?v=1', '/pepe/7?v=2']) {
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
      await expect(page.locator('main img').first()).toBeVisible()
      // A description's words (.word-link) are targets inline in a sentence, which WCAG 2.5.8 exempts.
      const targets = page.locator('button, input, select, [role=radio], main a:not(.text-link, .word-link)')
      const small = await targets.evaluateAll((elements) =>
        elements
          .map((element) => ({ element, rect: (element.closest('label') ?? element).getBoundingClientRect() }))
          .filter(({ rect }) => rect.width > 0 && (rect.width < 44 || rect.height < 44))
          .map(({ element, rect }) => `${element.outerHTML.slice(0, 60)} ${rect.width}×${rect.height}`),
      )
      expect(small, route).toEqual([])
    }
  })
})

test('"Skip to results" is the first Tab stop and moves focus to the results', async ({ page }) => {
  await page.goto('/')
  await expect(cards(page)).toHaveCount(1)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to results' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  expect(new URL(page.url()).hash, 'no history entry of its own').toBe('')
})

/** A v1 grid of 40 on a laptop, scrolled to its 34th card: that card, and how far the page is scrolled. */
async function scrollDeepIntoGrid(page: Page) {
  await page.setViewportSize(DESKTOP)
  await page.goto('/?v=1&limit=40')
  await expect(cards(page)).toHaveCount(40)
  const deep = cards(page).nth(33)
  await deep.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(1000)
  return { deep, before }
}

/** Back from a record opened from the grid: the card named `name` in view, the page where it was. */
async function expectBackAt(page: Page, name: string | null, before: number) {
  await page.goBack()
  await expect(results(page).getByRole('img', { name: name ?? '' })).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(before, -1)
}

test('a card opened from deep in the grid opens at the top; Back returns to the same place', async ({ page }) => {
  const { deep, before } = await scrollDeepIntoGrid(page)
  const name = await deep.getByRole('img').getAttribute('alt')
  const id = /\/pepe\/([^?]+)/.exec((await deep.getByRole('link').getAttribute('href')) ?? '')?.[1]
  await deep.getByRole('link').click()
  // The grid has a level-1 heading of its own ("Random pepes", visually hidden): wait for the record's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pepe ${decodeURIComponent(id ?? '')}`)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expectBackAt(page, name, before)
})

test('Back returns to the place in the grid scrolled to before the page was fully loaded', async ({ page }) => {
  // A busy phone: the parts drawn just after the first screen arrive once the visitor has
  // scrolled the grid, and before they open a card from it.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = () => {}
  const heldBack = new Promise<void>((resolve) => {
    asked = resolve
  })
  // The context's routes: the demo API's service worker fetches the chunk itself, past the page's.
  // A lazy chunk's file is named by its hash alone (vite.config.ts): this one is known by what it holds.
  await page.context().route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('Keyboard shortcuts')) {
      asked()
      await held
    }
    await route.fulfill({ response, body })
  })
  const { deep, before } = await scrollDeepIntoGrid(page)
  // The parts are asked for once the first screen has settled, which a busy machine may reach after the scroll.
  await heldBack
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveCount(0)
  release()
  // The cards' Favourite buttons are among the parts held back: once they show, all have come.
  await expect(deep.getByRole('button', { name: 'Favourite' })).toBeVisible()
  const name = await deep.getByRole('img').getAttribute('alt')
  await deep.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pepe /)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expectBackAt(page, name, before)
  // Chunks the service worker still fetches through the route would otherwise read a response the
  // closing context has disposed, an error Playwright pins on this worker's next test.
  await page.context().unrouteAll({ behavior: 'wait' })
})

test('a page loaded afresh in the same tab opens at its top, wherever the last one was', async ({ page }) => {
  await page.goto('/?v=1&limit=40')
  await expect(cards(page)).toHaveCount(40)
  await cards(page).nth(30).scrollIntoViewIfNeeded()
  await page.goto('/?v=1&limit=40&q=pepe')
  await expect(cards(page)).toHaveCount(40)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('the theme choice is remembered, and a reload paints it before the app runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('Dark')
  const background = () => getComputedStyle(document.documentElement).backgroundColor
  const dark = await page.evaluate(background)
  // Where the page stands once parsed, before any module script (the app) has run: holding the
  // app's script back with page.route misses what the demo's service worker fetches itself.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      const before = { theme: document.documentElement.dataset.theme, drawn: document.getElementById('root')?.childElementCount }
      Object.assign(window, { beforeTheApp: before })
    })
  })
  await page.reload()
  expect(await page.evaluate(() => (window as unknown as { beforeTheApp: unknown }).beforeTheApp)).toEqual({ theme: 'dark', drawn: 0 })
  expect(await page.evaluate(background)).toBe(dark)
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark')
})
