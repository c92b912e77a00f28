/**
 * The screens and states `npm run screenshots` captures: each is a page address of the demo site
 * (its `?mock=` fault switches, see README.md), what to wait for, and what to do before the shot.
 */
import type { BrowserContext, Page } from '@playwright/test'

export type Step = (page: Page, context: BrowserContext) => Promise<void>

export type State = {
  /** The start of its file names (`<name>__390x844__light.png`) and what the name filter matches. */
  readonly name: string
  /** Address on the demo site, from its root. */
  readonly path: string
  /** Waits until the state is on screen; throws (a failure, the shot is still taken) when it does not come. */
  readonly ready?: Step
  /** Done after the images on screen have loaded, right before the shot. */
  readonly act?: Step
  /** Wait for the images on screen before `act` and the shot (default true). */
  readonly waitForImages?: boolean
  /** Also take a `__full.png` of the whole page. */
  readonly fullPage?: boolean
  readonly permissions?: readonly string[]
  /** The longest any one wait may take, in ms (default 10 s). */
  readonly timeout?: number
}

const results: Step = (page) => page.getByRole('list', { name: 'Results' }).waitFor()
const alert: Step = (page) => page.getByRole('alert').first().waitFor()
const heading: Step = (page) => page.getByRole('heading', { level: 1 }).first().waitFor()
const text =
  (words: string): Step =>
  (page) =>
    page.getByText(words).first().waitFor()
const listed =
  (name: string): Step =>
  (page) =>
    page.getByRole('list', { name }).getByRole('button', { name: 'Favourite' }).first().waitFor()
const scrollTo =
  (name: string): Step =>
  (page) =>
    page.getByRole('heading', { name }).evaluate((element) => {
      element.scrollIntoView({ block: 'center' })
    })
const detail: Step = async (page, context) => {
  await heading(page, context)
  await page.getByRole('button', { name: 'Copy link' }).waitFor()
}

export const STATES: readonly State[] = [
  { name: 'home-v2', path: '/', ready: results },
  {
    name: 'home-v2-copied',
    path: '/',
    permissions: ['clipboard-read', 'clipboard-write'],
    // v2's pick with its actions, the picture just copied: "Copied" on the button, for ~2 s.
    ready: (page) => page.getByRole('button', { name: 'Copy image' }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Copy image' }).click()
      await page.getByText('Image copied').waitFor()
    },
  },
  { name: 'home-v1', path: '/?v=1', ready: results, fullPage: true },
  // An over-large limit is corrected to 50.
  { name: 'home-v1-50', path: '/?v=1&limit=99', ready: results },
  {
    name: 'home-v1-scrolled',
    path: '/?v=1&limit=24',
    // Scrolled down, so the sticky header shows over the grid.
    ready: async (page, context) => {
      await results(page, context)
      await page.evaluate(() => {
        window.scrollBy(0, 900)
      })
    },
  },
  {
    name: 'loading',
    path: '/?v=1&mock=slow&mock-delay=8000',
    // The skeletons, while the (8 s slow) first answer loads: ~800 ms after the app has rendered
    // (it renders only once MSW has started, which may take a while on a busy machine).
    ready: (page) => page.getByRole('banner').waitFor(),
    waitForImages: false,
    act: (page) => page.waitForTimeout(800),
  },
  { name: 'no-match', path: '/?v=1&q=zzzzqqq', ready: text('No pepe matches') },
  // The app retries a 500 three times with backoff before it shows the alert.
  { name: 'error-500', path: '/?mock=500', ready: alert, timeout: 20_000 },
  {
    name: 'rate-limit-waiting',
    path: '/?mock=429&mock-retry-after=30',
    ready: (page) => page.getByRole('status').filter({ hasText: /rate limit/i }).first().waitFor(),
  },
  { name: 'unauthorized', path: '/?mock=401', ready: alert },
  { name: 'broken-images', path: '/?v=1&limit=6&mock=broken-images', ready: text('Image unavailable.') },
  { name: 'hostile-text', path: '/?v=1&mock=hostile-text', ready: results },
  {
    name: 'detail',
    path: '/pepe/7?v=2',
    // With its step links, which come once the neighbours are found.
    ready: async (page, context) => {
      await detail(page, context)
      await page.getByRole('link', { name: 'Next pepe' }).waitFor()
    },
    fullPage: true,
  },
  // SPEC section 12: the lists below, scrolled to (the demo's "rain" is the one word two descriptions share).
  { name: 'more-like-this', path: '/pepe/2?v=2', ready: listed('More like this'), act: scrollTo('More like this'), fullPage: true },
  { name: 'more-matches', path: '/?q=with', ready: listed('More matches'), act: scrollTo('More matches'), fullPage: true },
  {
    name: 'detail-copied',
    path: '/pepe/7?v=2',
    permissions: ['clipboard-read', 'clipboard-write'],
    ready: detail,
    // The shot is taken at once, while the button still says "Copied".
    act: (page) => page.getByRole('button', { name: 'Copy link' }).click(),
  },
  {
    name: 'detail-v1-awkward',
    path: '/pepe/c%2B%2B?v=1',
    ready: (page) => page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first().waitFor(),
  },
  { name: 'detail-not-found', path: '/pepe/99999?v=2', ready: alert },
  { name: 'detail-bad-v2-id', path: '/pepe/abc?v=2', ready: alert },
  { name: 'not-found-page', path: '/nowhere', ready: heading },
  {
    name: 'open-by-id-problem',
    path: '/?v=1',
    ready: results,
    act: async (page, context) => {
      await page.getByRole('textbox', { name: 'Pepe id' }).fill('..')
      await page.getByRole('button', { name: 'Open', exact: true }).click()
      await alert(page, context)
    },
  },
  {
    name: 'home-v1-more',
    path: '/?v=1&limit=6',
    ready: results,
    act: async (page) => {
      await page.getByRole('button', { name: 'Load more' }).click()
      await page.getByText('more loaded').waitFor()
    },
    fullPage: true,
  },
  // A search whose answer is all there is: no "Load more" under it.
  { name: 'search-few', path: '/?v=1&q=rain', ready: results },
  {
    name: 'home-v1-end',
    path: '/?v=1&limit=20',
    ready: results,
    // "Load more" until the catalogue has nothing new: the end of the grid.
    act: async (page) => {
      const more = page.getByRole('button', { name: 'Load more' })
      const end = page.getByText(/No more new pepes/)
      for (let round = 0; round < 10 && !(await end.isVisible()) && (await more.count()) > 0; round += 1) {
        // Scrolled to, it may load (and end) by itself before the click lands.
        await more.click({ timeout: 2000 }).catch(() => undefined)
        await end.or(page.getByText(/more loaded/)).first().waitFor()
      }
      await page.keyboard.press('End')
    },
  },
  { name: 'favourites-empty', path: '/favourites', ready: text('No favourites yet') },
  {
    name: 'favourites',
    path: '/?v=1&limit=6',
    ready: results,
    act: async (page) => {
      for (const index of [0, 2, 3]) await page.getByRole('button', { name: 'Favourite' }).nth(index).click()
      await page.getByRole('link', { name: /^Favourites/ }).click()
      await page.getByRole('list', { name: 'Favourites' }).waitFor()
    },
  },
  {
    name: 'recent',
    path: '/pepe/3?v=2',
    ready: detail,
    act: async (page) => {
      await page.getByRole('link', { name: 'Recently seen' }).click()
      await page.getByRole('list', { name: 'Recently seen' }).waitFor()
    },
  },
  {
    name: 'offline',
    path: '/?v=1',
    ready: results,
    act: async (page, context) => {
      await context.setOffline(true)
      await text('You are offline')(page, context)
    },
  },
  {
    name: 'offline-record',
    path: '/pepe/3?v=2',
    ready: detail,
    // A record not seen before, opened offline: nothing to show until the connection returns.
    act: async (page, context) => {
      await context.setOffline(true)
      await page.getByRole('textbox', { name: 'Pepe id' }).fill('30')
      await page.getByRole('button', { name: 'Open', exact: true }).click()
      await heading(page, context)
      await text('You are offline')(page, context)
    },
  },
  {
    name: 'keyboard-back',
    path: '/?v=1',
    ready: results,
    // Esc on a record opened from the grid: focus back on the card that was opened.
    act: async (page, context) => {
      await page.getByRole('list', { name: 'Results' }).getByRole('link').nth(5).click()
      await detail(page, context)
      await page.keyboard.press('Escape')
      await results(page, context)
    },
  },
  {
    name: 'keyboard-focus',
    path: '/',
    ready: results,
    // The first Tab should reach the "Skip to results" link.
    act: async (page) => {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => document.activeElement?.textContent.trim() ?? '')
      if (!/^skip to/i.test(focused)) {
        throw new Error(`the first Tab focused "${focused.slice(0, 60)}", not the "Skip to results" link`)
      }
    },
  },
  {
    name: 'phone-scrolled-down',
    path: '/?v=1&limit=30',
    ready: results,
    // Read on with the wheel, as a visitor does: a phone's header tucks away (SPEC section 12),
    // a wider screen's stays.
    act: (page) => wheel(page, 1200),
  },
  {
    name: 'phone-scrolled-up',
    path: '/?v=1&limit=30',
    ready: results,
    // Then a little back up: the whole header comes back over the grid.
    act: async (page) => {
      await wheel(page, 1200)
      await wheel(page, -150)
    },
  },
]

/** The wheel over the page, then the frame the header moves in, then the images scrolled to. */
async function wheel(page: Page, by: number) {
  const from = await page.evaluate(() => window.scrollY)
  await page.mouse.move(100, 400)
  await page.mouse.wheel(0, by)
  await page.waitForFunction((start) => window.scrollY !== start, from)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect()
      return image.complete || box.bottom <= 0 || box.top >= window.innerHeight
    }),
  )
}
