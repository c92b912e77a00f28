import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { recordFavourite } from './record-actions'
import { cards, PHONE, results } from './page-helpers'

const favourite = (page: Page) => page.getByRole('button', { name: 'Favourite' })
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
/** How many cards stand in each row of the grid, top to bottom. */
async function cardsPerRow(page: Page) {
  const tops = await cards(page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
  const rows = new Map<number, number>()
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1)
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count)
}
/** One grid to the eye: every row full but the last, wherever the first answer's cards ended. */
async function expectWholeRows(page: Page) {
  await expect(async () => {
    const rows = await cardsPerRow(page)
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.slice(0, -1).every((row) => row === rows[0])).toBe(true)
    expect(rows.at(-1)).toBeLessThanOrEqual(rows[0] ?? 0)
  }).toPass()
}

test('Load more appends new pepes, and Back from one of them restores every card and the scroll', async ({ page }) => {
  // A laptop's six columns hold 12 cards in two rows: a short window, so that there is a scroll.
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/?v=1&limit=6')
  await expect(cards(page)).toHaveCount(6)
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(page.getByRole('status')).toContainText('more loaded')
  // The status counts the page as it arrives; its cards are drawn just after (a deferred render).
  const added = Number(/(\d+) more loaded/.exec((await page.getByRole('status').textContent()) ?? '')?.[1])
  expect(added).toBeGreaterThan(0)
  const count = 6 + added
  await expect(cards(page)).toHaveCount(count)
  // Every id once: the new page skipped those already shown.
  const links = await results(page).getByRole('link').evaluateAll((all) => all.map((link) => link.getAttribute('href')))
  expect(new Set(links).size).toBe(count)
  await expect(page).toHaveURL(/\?v=1&limit=6$/)
  // One grid to the eye: every row full but the last, wherever the first answer's cards ended.
  await expectWholeRows(page)

  const last = cards(page).last().getByRole('link')
  await last.scrollIntoViewIfNeeded()
  const before = await scrollY(page)
  expect(before).toBeGreaterThan(0)
  await last.click()
  await expect(page.getByRole('heading', { level: 1, name: /^Pepe / })).toBeVisible()
  await page.goBack()
  await expect(cards(page)).toHaveCount(count)
  await expect.poll(() => scrollY(page)).toBe(before)
  // A phone turned, a window narrowed: fewer columns, still whole rows.
  await page.setViewportSize(PHONE)
  await expectWholeRows(page)
})

test('scrolling to the end of the grid loads more by itself; a page with nothing new ends it', async ({ page }) => {
  // The demo catalogue is small: a few pages of 20 exhaust it.
  await page.goto('/?v=1&limit=20')
  await expect(cards(page)).toHaveCount(20)
  const button = page.getByRole('button', { name: 'Load more' })
  // It arrives just after the first screen; where it stands then is not a scroll into view.
  await expect(button).toBeVisible()
  // To the end of the page, again and again, as a visitor reading on would.
  const status = page.getByRole('status')
  // (Not "until the button goes": the status says it, and Playwright counts aria-disabled, set while a page loads.)
  // With the wheel, as a visitor does: at the end already, the wheel still says "more, please".
  await page.mouse.move(640, 400)
  const ended = async () => ((await status.textContent()) ?? '').includes('No more')
  for (let round = 0; round < 20 && !(await ended()); round += 1) {
    const shown = await cards(page).count()
    await page.mouse.wheel(0, 5000)
    // Each scroll to the end brings a page: more cards, or the status saying there are none.
    await expect.poll(async () => (await cards(page).count()) > shown || (await ended())).toBe(true)
  }
  await expect(status).toContainText('No more new pepes')
  // The button stays, disabled (SPEC section 10.2), with the end marker under it.
  await expect(page.getByText("That's all of them", { exact: true })).toBeVisible()
  await expect(button).toBeDisabled()
  expect(await cards(page).count()).toBeGreaterThan(20)
})

test('favourites are kept across a reload and shown in another tab at once', async ({ page, context }) => {
  const other = await context.newPage()
  await other.goto('/favourites')
  await expect(other.getByText('No favourites yet')).toBeVisible()

  // The visitor's tab in front, the other behind, as the visitor has them. (Left behind, this tab
  // got no idle time: the parts drawn once the page is idle waited for their 2 s deadline, three times.)
  await page.bringToFront()
  await page.goto('/?v=1&limit=4')
  await expect(cards(page)).toHaveCount(4)
  const description = await cards(page).first().getByRole('img').first().getAttribute('alt')
  await favourite(page).first().click()
  await expect(favourite(page).first()).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: /^Favourites/ })).toHaveAccessibleName('Favourites 1')

  // The other tab hears of it through a BroadcastChannel, without a reload.
  const list = other.getByRole('list', { name: 'Favourites' })
  await expect(list.getByRole('img', { name: description ?? '' })).toBeVisible()

  await page.reload()
  await page.getByRole('link', { name: /^Favourites/ }).click()
  await expect(page).toHaveTitle(/^Favourites/)
  await expect(page.getByRole('list', { name: 'Favourites' }).getByRole('listitem')).toHaveCount(1)
  // Opened from the list, the record needs no request: it is kept with the favourite.
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/pepe/')) asked.push(request.url())
  })
  await page.getByRole('list', { name: 'Favourites' }).getByRole('link').click()
  await expect(recordFavourite(page)).toHaveAttribute('aria-pressed', 'true')
  expect(asked.filter((url) => url.includes('api'))).toEqual([])
  await other.close()
})

// Share (the sheet, cancelling it, none where the browser has no sheet): src/share/share-actions.test.tsx.

test('Download saves the image as pepe-<id>.<ext>', async ({ page }) => {
  await page.goto('/pepe/7?v=2')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('pepe-7.svg')
  await expect(page.getByRole('status')).toContainText('Download started')
})

test.describe('keyboard shortcuts', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('on a short phone screen, the shortcuts dialog stays within it, scrolled inside to its Close', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 560 })
    await page.goto('/?v=1&limit=4')
    await expect(page.locator('dialog.shortcuts')).toBeAttached()
    await page.keyboard.press('?')
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(560)
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport()
  })

  test('/ searches, ? lists the shortcuts in a dialog that Escape closes, returning focus', async ({ page }) => {
    await page.goto('/?v=1&limit=4')
    await expect(cards(page)).toHaveCount(4)
    // The shortcuts arrive just after the first screen: their (closed) dialog says they are there.
    await expect(page.locator('dialog.shortcuts')).toBeAttached()
    const link = cards(page).first().getByRole('link')
    await link.focus()
    await page.keyboard.press('?')
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(link).toBeFocused()

    await page.keyboard.press('/')
    await expect(page.getByRole('searchbox', { name: 'Search descriptions' })).toBeFocused()
    // Typed into the field, "?" and "r" are letters, not shortcuts.
    await page.keyboard.type('r?')
    await expect(page.getByRole('searchbox', { name: 'Search descriptions' })).toHaveValue('r?')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
  // On a pepe, f, c, Escape and r, and keys held with Control: src/shortcuts/keyboard-shortcuts.test.tsx;
  // what Copy link puts on the clipboard: detail.spec.ts.
})
