/** The random view and its grid: loading, faults, Load more, scrolling, keyboard. */
import { alert, results, text, wheel, type State } from './steps.ts'

export const BROWSE_STATES: readonly State[] = [
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
    name: 'grid-focused-card',
    path: '/?v=1',
    ready: results,
    // A card reached by Tab (from a stop put just before the grid): its ring all round it.
    act: async (page) => {
      const grid = page.getByRole('list', { name: 'Results' })
      await grid.evaluate((element) => {
        const before = document.createElement('button')
        element.before(before)
        before.focus()
        before.addEventListener('blur', () => {
          before.remove()
        })
      })
      await page.keyboard.press('Tab')
      await grid.getByRole('link').first().evaluate((link) => {
        if (link !== document.activeElement) throw new Error('Tab did not reach the first card')
      })
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
