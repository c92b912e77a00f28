import { expect, test } from './fixtures'
import { askToSaveData, PHONE, results } from './page-helpers'

test.describe('faults of the demo API', () => {
  test.use({ failOnConsoleErrors: false })

  test('hostile descriptions: markup shown as text, an endless word kept inside its card', async ({ page }) => {
    await page.goto('/?v=1&limit=3&mock=hostile-text')
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    await expect(results(page).getByText('<b>bold</b>').first()).toBeVisible()
    await expect(results(page).locator('b')).toHaveCount(0)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    for (const card of await results(page).getByRole('article').all()) {
      expect((await card.boundingBox())?.height).toBeLessThan(600)
    }
  })

  test('broken CDN images: "Image unavailable" with "Open image", and the grid keeps its shape', async ({ page }) => {
    await page.goto('/?v=1&limit=3&mock=broken-images')
    await expect(page.getByText('Image unavailable.')).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Open image' })).toHaveCount(3)
    const boxes = await page.locator('.pepe-image-box').evaluateAll((elements) => elements.map((element) => element.clientHeight))
    for (const height of boxes) expect(height).toBeGreaterThan(100)
  })

  // The browser's own requests (the favicon) fail while offline: not the app's doing.
  test('offline: a banner, the pick stays, and a search waits for the connection', async ({ page, context }) => {
    await page.goto('/?v=1&limit=3')
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    await context.setOffline(true)
    await expect(page.getByText(/You are offline/)).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search descriptions' })
    await search.fill('coffee')
    await search.press('Enter')
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await context.setOffline(false)
    await expect(page.getByRole('status')).toHaveText('A random pepe matching “coffee”.')
    await expect(results(page).getByRole('listitem')).toHaveCount(1)
    // Its image too: one asked for as the connection returns may fail, and is asked again.
    await expect(results(page).getByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
    await expect(page.getByText(/You are offline/)).toHaveCount(0)
  })

  test('a grid scrolled offline says its images are unavailable; they come when the connection returns', async ({ page, context }) => {
    await page.setViewportSize(PHONE)
    // Nothing readied ahead: the next pick's first images would be any of the demo's 44.
    await askToSaveData(page)
    await page.goto('/?v=1&limit=44')
    // Far below the fold: its image is asked for only once scrolled to (loading="lazy").
    const last = results(page).getByRole('listitem').nth(43)
    await expect(last.locator('.pepe-image-box')).toHaveAttribute('data-state', 'loading')
    await context.setOffline(true)
    await expect(page.getByText(/You are offline/)).toBeVisible()
    await last.scrollIntoViewIfNeeded()
    await expect(last.getByText('Image unavailable.')).toBeVisible()
    await context.setOffline(false)
    await expect(last.locator('.pepe-image-box')).toHaveAttribute('data-state', 'loaded')
    await expect(last.getByRole('img')).toBeInViewport()
    await expect(last.getByText('Image unavailable.')).toHaveCount(0)
  })
})

test.describe('images and data', () => {
  test('a slow image keeps its placeholder, in a box of its final size, until it arrives', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    // The page's clock, which holds the demo API's image delay (it runs in the page): the images
    // come when the test says, not after 6 s of real time.
    await page.clock.install()
    await page.goto('/?v=1&limit=3&mock=slow-images&mock-delay=6000')
    await expect(results(page).getByRole('listitem')).toHaveCount(3)
    const boxes = page.locator('.pepe-image-box')
    await expect(boxes.and(page.locator('[data-state="loading"]'))).toHaveCount(3)
    // Read in one go, while the images are held back: a shimmer in a box of its final size.
    const waiting = await boxes.evaluateAll((elements) =>
      elements.map((element) => ({
        state: element.getAttribute('data-state'),
        shimmer: getComputedStyle(element, '::after').animationName === 'shimmer',
        height: element.clientHeight,
      })),
    )
    for (const box of waiting) expect(box).toEqual({ state: 'loading', shimmer: true, height: expect.any(Number) })
    for (const { height } of waiting) expect(height).toBeGreaterThan(100)
    const sizes = await boxes.evaluateAll((elements) => elements.map((element) => element.clientHeight))
    await page.clock.runFor(6_000)
    await expect(boxes.and(page.locator('[data-state="loaded"]'))).toHaveCount(3)
    expect(await boxes.evaluateAll((elements) => elements.map((element) => element.clientHeight))).toEqual(sizes)
  })
})

test.describe('a render error', () => {
  test.use({ failOnConsoleErrors: false })

  // The real-world cause: a new deploy removed the chunk an open tab still asks for.
  test('shows "Something went wrong" with Reload instead of a blank page, and Reload recovers', async ({ page, context }) => {
    await page.goto('/?v=2')
    await expect(results(page).getByRole('img')).toBeVisible()
    await context.route('**/assets/pepe-page-*.js', (route) => route.abort())
    await results(page).getByRole('link').first().click()
    await expect(page.getByRole('alert')).toContainText('Something went wrong')
    await context.unrouteAll()
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
  })
})
