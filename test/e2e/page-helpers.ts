import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

import { DESKTOP, PHONE } from '../sizes'

export { DESKTOP, PHONE }

/**
 * Runs `check` at a phone's size, then a laptop's, on the page as it is: a resize, not a reload.
 * The layout is the style sheet's, which follows the window as it changes (whether the header
 * tucks away on a phone too: styles/header.css), so one load serves both sizes.
 */
export async function atEachSize(page: Page, check: (size: typeof PHONE) => Promise<void>) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    await test.step(`at ${size.width}×${size.height}`, () => check(size))
  }
}

export const results = (page: Page) => page.getByRole('list', { name: 'Results' })
export const cards = (page: Page) => results(page).getByRole('listitem')

/**
 * axe on the page as it is now: no serious or critical violation (SPEC section 9). Once its
 * colour transitions have ended (a button's background eases for 120 ms after a theme change):
 * axe measures contrast, and halfway through one it measured a mix of both themes (CI, once).
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)))
  // axe.run in the page itself (legacy mode: our pages have no frames), reporting violations only:
  // a third of the time of the default, which also aggregates in a second, blank page.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze()
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([])
}

/**
 * The app has taken over the page. One the server drew (netlify/preview) shows its controls before
 * the app's code runs, which starts once the image is on screen; until then they do nothing. The
 * theme menu is the app's own.
 */
export const appStarted = (page: Page) => expect(page.getByRole('combobox', { name: 'Theme' })).toBeVisible()

/**
 * For a wait the app times itself, on the page's clock (`page.clock.install()` before the page
 * opened): runs that clock on by `stepMs` at a time until `check` passes, rather than waiting it out.
 */
export async function runClockUntil(page: Page, stepMs: number, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(stepMs)
    await check()
  }).toPass()
}

/** Where an element is on screen, in CSS pixels. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (found === null) throw new Error(`not on screen: ${locator.toString()}`)
  return found
}

/** Every request the page makes to its API, as path and query. */
export function apiCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`)
  })
  return calls
}

/** Every layout shift from the page's start on (none is caused by input here), with what moved. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; from: string[] }[] = []
    Object.assign(window, { layoutShifts: shifts })
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        const from = entry.sources.map(({ node }) => (node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName)))
        shifts.push({ value: entry.value, from })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return async () => {
    // The next two frames: a shift is reported in the frame that makes it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    return page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts)
  }
}

/** Every control the header has on a v1 page (SPEC sections 5, 10.1 and 10.2). */
export const headerControls = (page: Page) => [
  page.getByRole('link', { name: /^Favourites/ }),
  page.getByRole('link', { name: 'Recently seen' }),
  page.getByRole('combobox', { name: 'Theme' }),
  page.getByRole('searchbox', { name: 'Search descriptions' }),
  page.getByRole('button', { name: 'New random' }),
  page.getByRole('radio', { name: 'v1' }),
  page.getByRole('radio', { name: 'v2' }),
  page.getByRole('spinbutton', { name: 'Number of pepes' }),
  page.getByRole('textbox', { name: 'Pepe id' }),
  page.getByRole('button', { name: 'Open', exact: true }),
]

/** The visitor asks the browser to save data (`Save-Data`): the app readies no next pick ahead (src/prefetch/). */
export const askToSaveData = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } })
  })
