import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { box, DESKTOP, PHONE, recordLayoutShifts, results, runClockUntil } from './page-helpers'

// SPEC section 12: Words lead on, More like this, More matches. In the demo catalogue, "Sad pepe in
// the rain" (v2 2, v1 "c++") shares "rain" with "Pepe in a raincoat with an umbrella" (pepe-31).
const RECORD = '/pepe/2?v=2'
const SAD = 'Sad pepe in the rain'
const RAINCOAT = 'Pepe in a raincoat with an umbrella'

const moreLikeThis = (page: Page) => page.getByRole('list', { name: 'More like this' })
const moreMatches = (page: Page) => page.getByRole('list', { name: 'More matches' })
const description = (page: Page) => page.locator('.pepe-page-description')

/** Each API request the page sends, as path and query. */
function demoApiCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/demo-api/')) calls.push(`${url.pathname}${url.search}`)
  })
  return calls
}

/**
 * A list is asked once what the page is about has stayed on screen a while and the page is idle
 * (src/related/use-idle-for.ts): on the page's clock (installed before the page opened), run on
 * a little at a time until `list` has as many cards as it will, rather than waited out.
 */
const listArrived = (page: Page, list: Locator, cards: number) =>
  runClockUntil(page, 500, () => expect(list.getByRole('listitem')).toHaveCount(cards, { timeout: 100 }))

// The page's clock, for listArrived: time still flows as ever, but can be run on.
test.beforeEach(async ({ page }) => {
  await page.clock.install()
})

/** The box-shadow of `locator`: the app's focus ring is one (3 px of the page, then 6 px of the accent). */
const ringOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).boxShadow)
const RING = /0px 0px 0px 6px/

/** Puts focus on `from` (as a click on it would), then presses Tab until `target` has it. */
async function tabTo(page: Page, from: Locator, target: Locator) {
  await from.evaluate((element) => {
    ;(element as HTMLElement).tabIndex = -1
    ;(element as HTMLElement).focus()
  })
  for (let step = 0; step < 20 && !(await target.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('More like this comes below the record, after it, with one v1 search, and moves nothing', async ({ page }) => {
      const shifts = await recordLayoutShifts(page)
      const calls = demoApiCalls(page)
      await page.goto(RECORD)
      await expect(page.getByRole('img', { name: SAD })).toBeVisible()
      const list = moreLikeThis(page)
      // The record's own picture (its v1 twin, "c++") is not among them.
      await listArrived(page, list, 1)
      await expect(list.getByRole('img', { name: RAINCOAT })).toBeAttached()
      await expect(page.getByRole('heading', { level: 2, name: 'More like this' })).toBeAttached()
      await expect(list.getByRole('link')).toHaveAttribute('href', '/pepe/pepe-31?v=1')
      // Besides its neighbours (1 and 3), asked for ahead by the step links.
      expect(calls.filter((call) => !['/demo-api/v2/pepe/1', '/demo-api/v2/pepe/3'].includes(call))).toEqual([
        '/demo-api/v2/pepe/2',
        '/demo-api/v1/pepe?limit=9&search=rain',
      ])
      // Below everything of the record: image, words and actions, at both widths.
      const top = (await box(list)).y
      for (const part of [page.locator('.pepe-page-media'), page.locator('.pepe-actions')]) {
        const { y, height } = await box(part)
        expect(top).toBeGreaterThanOrEqual(y + height)
      }
      expect(await shifts()).toEqual([])
    })

    test('v2 with a search: More matches below the pick, moving nothing', async ({ page }) => {
      const shifts = await recordLayoutShifts(page)
      await page.goto('/?q=rain')
      const pick = results(page).getByRole('img')
      await expect(pick).toBeVisible()
      const other = (await pick.getAttribute('alt')) === SAD ? RAINCOAT : SAD
      await listArrived(page, moreMatches(page), 1)
      await expect(moreMatches(page).getByRole('img', { name: other })).toBeAttached()
      const { y, height } = await box(results(page))
      expect((await box(moreMatches(page))).y).toBeGreaterThanOrEqual(y + height)
      expect(await shifts()).toEqual([])
    })
  })
}

test('on a phone, the lists’ links and buttons are 44×44 at least, and each shows where focus is', async ({ page }) => {
  await page.setViewportSize(PHONE)
  for (const [route, list] of [
    [RECORD, moreLikeThis(page)],
    ['/?q=rain', moreMatches(page)],
  ] as const) {
    await page.goto(route)
    await listArrived(page, list, 1)
    await expect(list.getByRole('button', { name: 'Favourite' })).toBeVisible()
    await expect(list.getByRole('button', { name: 'Add to collection' })).toBeVisible()
    const targets = list.locator('a, button')
    await expect(targets).toHaveCount(3)
    for (const target of await targets.all()) {
      const { width, height } = await box(target)
      expect(Math.min(width, height), route).toBeGreaterThanOrEqual(44)
      // Reached by keyboard from the list's heading, it shows a ring: the card link's rings the
      // whole card (on the link itself, the image would cover it).
      await tabTo(page, page.getByRole('heading', { level: 2 }), target)
      const ringed = (await target.evaluate((element) => element.classList.contains('pepe-card-link'))) ? list.locator('.pepe-card') : target
      expect(await ringOf(ringed)).toMatch(RING)
    }
  }
})

test('a word of the description shows where focus is, comes before the actions, and searches for it, in the version of the page', async ({ page }) => {
  await page.goto(RECORD)
  await expect(page.getByRole('img', { name: SAD })).toBeVisible()
  const words = description(page).getByRole('link')
  await expect(words).toHaveText(['rain'])
  const word = description(page).getByRole('link', { name: 'rain' })
  await expect(page.getByRole('combobox', { name: 'Theme' })).toBeVisible()
  expect(await ringOf(word)).toBe('none')
  await tabTo(page, page.getByRole('heading', { level: 1 }), word)
  expect(await ringOf(word)).toMatch(RING)
  // It comes before the record's actions, as it reads.
  await page.keyboard.press('Tab')
  await expect(page.locator('.pepe-actions :focus')).toBeAttached()

  await word.click()
  await expect(page).toHaveURL(/\/\?v=2&q=rain$/)
  await expect(page.getByRole('searchbox', { name: 'Search descriptions' })).toHaveValue('rain')
  await expect(results(page).getByRole('img')).toHaveAttribute('alt', /rain/)
  // And back: the record, as it was.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pepe 2')
})
