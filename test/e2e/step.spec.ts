import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { appStarted, box, cards, PHONE } from './page-helpers'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const next = (page: Page) => page.getByRole('link', { name: 'Next pepe' })
const previous = (page: Page) => page.getByRole('link', { name: 'Previous pepe' })

/** A finger drawn across the screen from one point to another, as the touch screen reports it. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page)
  const steps = 8
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let step = 1; step <= steps; step++) {
    const at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test('from deep in the grid, the arrow keys step through its cards, and Back returns to the grid where it was', async ({ page }) => {
  // Rows enough below the card that scrolling to it never reaches "Load more", which loads by itself.
  await page.goto('/?v=1&limit=36')
  await expect(cards(page)).toHaveCount(36)
  const card = cards(page).nth(13)
  const description = await card.getByRole('img').getAttribute('alt')
  const after = await cards(page).nth(14).getByRole('img').getAttribute('alt')
  await card.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  await card.getByRole('link').click()
  await expect(page.getByRole('img', { name: description ?? '' })).toBeVisible()
  await expect(next(page)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('img', { name: after ?? '' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('img', { name: description ?? '' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('img', { name: after ?? '' })).toBeVisible()
  // Three steps, no new history entries: the browser's Back is the grid, at its place.
  await page.goBack()
  await expect(cards(page)).toHaveCount(36)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
})

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('a swipe across the image steps, a vertical one scrolls the page', async ({ page }) => {
    // A screen shorter than the record's page (which fits 390×844 whole), so there is somewhere to scroll.
    await page.setViewportSize({ width: PHONE.width, height: 640 })
    await page.goto('/pepe/7?v=2')
    await appStarted(page)
    await expect(next(page)).toHaveAttribute('href', '/pepe/8?v=2')
    const image = await box(page.getByRole('img', { name: 'Pepe reading a very long book' }))
    const middle = { x: image.x + image.width / 2, y: image.y + image.height / 2 }
    // Up the screen: the page scrolls, the record stays.
    await swipe(page, middle, { x: middle.x, y: middle.y - 200 })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await expect(heading(page)).toHaveText('Pepe 7')
    await page.evaluate(() => {
      window.scrollTo(0, 0)
    })
    // Right to left: the next one.
    await swipe(page, { x: middle.x + 120, y: middle.y }, { x: middle.x - 120, y: middle.y })
    await expect(heading(page)).toHaveText('Pepe 8')
    await expect(page).toHaveURL(/\/pepe\/8\?v=2$/)
    // Left to right: back to the one before.
    await expect(previous(page)).toHaveAttribute('href', '/pepe/7?v=2')
    await swipe(page, { x: middle.x - 120, y: middle.y }, { x: middle.x + 120, y: middle.y })
    await expect(heading(page)).toHaveText('Pepe 7')
  })

  test('the step links are 44 px targets beside the image, with a visible focus in either theme (axe runs in axe.spec.ts)', async ({ page }) => {
    await page.goto('/pepe/7?v=2')
    await appStarted(page)
    for (const link of [previous(page), next(page)]) {
      const { width, height } = await box(link)
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(44)
    }
    const ring = () => next(page).evaluate((element) => `${getComputedStyle(element).outline} ${getComputedStyle(element).boxShadow}`)
    // The system's theme is followed as it changes, no reload needed (src/styles/tokens.css).
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme })
      await next(page).blur()
      const unfocused = await ring()
      // Focus from the keyboard, which is what shows a ring.
      await page.keyboard.press('Tab')
      await next(page).focus()
      expect(await ring(), theme).not.toBe(unfocused)
    }
  })
})

test.describe('focus after a step by keyboard', () => {
  /** Focus on `link` as a keyboard visitor puts it there: Tab from the heading before it. */
  async function tabTo(page: Page, link: Locator) {
    await heading(page).evaluate((element) => {
      ;(element as HTMLElement).tabIndex = -1
      ;(element as HTMLElement).focus()
    })
    for (let step = 0; step < 10 && !(await link.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
  }

  test('Enter on an arrow keeps focus on it from the moment the next record shows: the next Tab goes on from the arrows', async ({ page }) => {
    await page.goto('/pepe/7?v=2')
    await appStarted(page)
    await tabTo(page, next(page))
    await page.keyboard.press('Enter')
    await expect(heading(page)).toHaveText('Pepe 8')
    // At once, while the page is still finding the next record's neighbour: not back at the top.
    await page.keyboard.press('Tab')
    const after = await page.evaluate(() => {
      const arrows = document.querySelector('.step-links')
      return arrows !== null && document.activeElement !== null && (arrows.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    })
    expect(after, 'focus after the arrows').toBe(true)
    await page.keyboard.press('Shift+Tab')
    await expect(next(page)).toBeFocused()
    // A cold v2 record's neighbours are asked by id: the arrow steps once the next one is known.
    await expect(next(page)).toHaveAttribute('href', '/pepe/9?v=2')
    await page.keyboard.press('Enter')
    await expect(heading(page)).toHaveText('Pepe 9')
    await expect(next(page)).toBeFocused()
  })

  test('→ and ← step and leave focus where it was: on an arrow, it stays there; on the page, the page keeps it', async ({ page }) => {
    await page.goto('/pepe/7?v=2')
    await appStarted(page)
    await tabTo(page, next(page))
    await page.keyboard.press('ArrowRight')
    await expect(heading(page)).toHaveText('Pepe 8')
    await expect(next(page)).toBeFocused()
    // A cold v2 record's neighbours are asked by id: ← steps once the one before is known.
    await expect(previous(page)).toHaveAttribute('href', '/pepe/7?v=2')
    await page.keyboard.press('ArrowLeft')
    await expect(heading(page)).toHaveText('Pepe 7')
    await expect(next(page)).toBeFocused()
    // From the page itself: the step moves no focus onto an arrow.
    await next(page).blur()
    await page.keyboard.press('ArrowRight')
    await expect(heading(page)).toHaveText('Pepe 8')
    await expect(next(page)).toHaveAttribute('href', '/pepe/9?v=2')
    await expect(page.locator(':focus')).toHaveCount(0)
  })
})
