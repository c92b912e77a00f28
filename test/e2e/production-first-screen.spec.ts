import { fixtures } from '../../src/mocks/fixtures'
import { expect, test } from './fixtures'
import { box } from './page-helpers'
import { FIRST_IMAGE_TIMING } from '../../src/images/sources'
import { firstScreenStates, shownAt, SITE, watchFirstScreen } from './preview-helpers'

// A record's first screen drawn in the page by the page function (issue 19), on the production
// build through `netlify dev`: without JavaScript, taken over by React, and its image first.

test.describe('the record’s first screen comes drawn in the HTML (issue 19)', () => {
  test.describe('without JavaScript', () => {
    // With scripts off, Chromium refuses the page's modulepreloads (failed requests, "csp").
    test.use({ javaScriptEnabled: false, failOnConsoleErrors: false })

    test('the record shows: the header, its heading, its image, its words', async ({ page }) => {
      const pepe = fixtures.find((candidate) => candidate.v2Id === 14)
      await page.goto('/pepe/14?v=2')
      const image = page.getByRole('img', { name: pepe?.description })
      await expect(image).toBeVisible()
      // Shown, not a box kept for it: nothing would ever say it loaded.
      await expect(image).toHaveCSS('opacity', '1')
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      await expect(page.getByRole('heading', { level: 1, name: 'Pepe 14' })).toBeVisible()
      await expect(page.getByText(pepe?.description ?? '', { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'New random' })).toBeVisible()
    })

    test('its search box searches: Enter opens the random view for those words, drawn with its pick', async ({ page }) => {
      await page.goto('/pepe/16?v=2')
      const search = page.getByRole('searchbox', { name: 'Search descriptions' })
      await search.fill('smug')
      await search.press('Enter')
      await expect(page).toHaveURL(`${SITE}/?q=smug`)
      await expect(search).toHaveValue('smug')
      await expect(page.getByRole('list', { name: 'Results' }).getByRole('img')).toHaveAttribute('alt', 'Smug pepe with a knowing grin')
    })

    test('its New random asks the server for a new pick: the random view, drawn', async ({ page }) => {
      await page.goto('/pepe/16?v=2')
      await page.getByRole('button', { name: 'New random' }).click()
      // No words: an empty `q`, which the app reads as none.
      await expect(page).toHaveURL(`${SITE}/?q=`)
      await expect(page.getByRole('list', { name: 'Results' }).getByRole('img')).toBeVisible()
    })

    test('New random on a search asks again for the same words', async ({ page }) => {
      await page.goto('/?q=smug')
      const results = page.getByRole('list', { name: 'Results' }).getByRole('img')
      await expect(results).toHaveAttribute('alt', 'Smug pepe with a knowing grin')
      const asked = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === `${SITE}/?q=smug`)
      await page.getByRole('button', { name: 'New random' }).click()
      await asked
      await expect(page.getByRole('searchbox', { name: 'Search descriptions' })).toHaveValue('smug')
      await expect(results).toHaveAttribute('alt', 'Smug pepe with a knowing grin')
    })

    test('a system that prefers dark gets the dark page, as with JavaScript', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.goto('/pepe/14?v=2')
      // --bg and --shadow of the dark theme (src/styles/tokens.css).
      await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(17, 21, 16)')
      await expect(page.locator('.pepe-image-box')).toHaveCSS('box-shadow', /rgba\(0, 0, 0, 0\.4\)/)
    })
  })

  test('a search entered before the app has started is a search, on the version the page showed', async ({ page }) => {
    // A slow phone: the app's code has not arrived when the visitor types and presses Enter.
    let first = true
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      if (!first) return route.continue()
      first = false
      // Never answered: the page it was for is left by the search.
    })
    const v1 = fixtures.find((candidate) => candidate.v2Id === 17)
    // Not waiting for `DOMContentLoaded`: the held module script, deferred, holds it too.
    await page.goto(`/pepe/${v1?.v1Id ?? ''}?v=1`, { waitUntil: 'commit' })
    const search = page.getByRole('searchbox', { name: 'Search descriptions' })
    await search.fill('rain')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/\?q=rain&v=1$/)
    // The app's v1 grid for those words.
    await expect(page.getByRole('radio', { name: 'v1' })).toBeChecked()
    await expect(search).toHaveValue('rain')
    const images = page.getByRole('list', { name: 'Results' }).getByRole('img')
    await expect(images.first()).toHaveAttribute('alt', /rain/i)
    for (const alt of await images.evaluateAll((all) => all.map((image) => image.getAttribute('alt')))) expect(alt).toMatch(/rain/i)
  })

  test('with JavaScript, React takes it over with nothing in between: no blank, no “Loading…”, no shimmer, nothing moved', async ({ page }) => {
    const pepe = fixtures.find((candidate) => candidate.v2Id === 15)
    await watchFirstScreen(page)
    await page.goto('/pepe/15?v=2')
    // React's page: its buttons, the lazy Favourite one too.
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Favourite' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Pepe 15' })).toBeVisible()
    const image = page.getByRole('img', { name: pepe?.description })
    await expect(image).toHaveCSS('opacity', '1')
    const { x, y, width, height } = await box(image)
    expect(await firstScreenStates(page)).toEqual([
      { image: pepe?.description, at: [x, y, width, height].map(Math.round), shimmer: false, waiting: false, status: '' },
    ])
    expect(await image.evaluate((img: HTMLImageElement) => img.closest('.pepe-image-box')?.getAttribute('data-state'))).toBe('loaded')
  })
})

test('the image has the connection to itself: the app’s code is fetched once it shows, and then the offline worker', async ({ page }) => {
  const pepe = fixtures.find((candidate) => candidate.v2Id === 16)
  await page.goto('/pepe/16?v=2')
  await expect(page.getByRole('button', { name: 'Favourite' })).toBeVisible()
  // The frame that showed the drawn image, as the browser presented it.
  const shown = await shownAt(page, FIRST_IMAGE_TIMING)
  const timing = await page.evaluate((src) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const find = (test: (path: string) => boolean) => entries.find((entry) => test(new URL(entry.name).pathname))
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return {
      imageEnd: find((path) => path === src)?.responseEnd ?? NaN,
      // start.js, inline after #root, runs after the page's first byte.
      firstByte: navigation?.responseStart ?? NaN,
      // Nothing the first screen needs is fetched but its image (netlify/preview/inline.ts).
      startScripts: entries.filter((entry) => new URL(entry.name).pathname === '/start.js').length,
      scripts: ['index', 'pepe-page'].map((name) => find((path) => path.startsWith(`/assets/${name}-`) && path.endsWith('.js'))?.startTime ?? NaN),
      stylesheets: entries.filter((entry) => new URL(entry.name).pathname.endsWith('.css')).length,
    }
  }, pepe?.image)
  test.info().annotations.push({ type: 'timing', description: JSON.stringify({ shown, ...timing }) })
  expect(shown).toBeGreaterThan(timing.imageEnd)
  // Once the image is on screen, or when it takes longer, two seconds after start.js ran.
  for (const start of timing.scripts) expect(start).toBeGreaterThan(Math.min(shown, timing.firstByte + 2000))
  // The page carries its stylesheet (netlify/preview/inline.ts): not fetched, not even by the
  // lazy chunks the Favourite button came with; nor is start.js.
  expect(timing.stylesheets).toBe(0)
  expect(timing.startScripts).toBe(0)
  // Registered by the app (src/offline-worker.ts) once the page has settled, though its load event
  // was long gone when the app started.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? '')).toMatch(/\/sw\.js$/)
})
