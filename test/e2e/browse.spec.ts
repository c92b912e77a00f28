import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { askToSaveData, cards, results } from './page-helpers'

const alts = (page: Page) => results(page).getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
const query = (page: Page) => new URL(page.url()).searchParams

/** Waits until the images that load at once (the first cards) are on screen. */
async function eagerImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('img[loading="eager"]')
        .evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true)
}

test('v2 → v1 → limit 5 → search → New random → Back', async ({ page }) => {
  // With Save-Data on, the app fetches no next pick ahead (src/prefetch/): every request below
  // is one the steps themselves make, which is what this walk counts.
  await askToSaveData(page)
  await page.goto('/')
  await expect(cards(page)).toHaveCount(1)
  await expect(page.getByRole('radio', { name: 'v2' })).toBeChecked()

  await page.getByRole('radio', { name: 'v1' }).check()
  await expect(cards(page)).toHaveCount(12)
  expect(query(page).get('v')).toBe('1')

  const limit = page.getByRole('spinbutton', { name: 'Number of pepes' })
  await limit.fill('5')
  await limit.press('Enter')
  await expect(cards(page)).toHaveCount(5)
  expect(query(page).get('limit')).toBe('5')
  await expect(page.getByRole('status')).toHaveText('5 random pepes.')
  const beforeSearch = await alts(page)

  const search = page.getByRole('searchbox', { name: 'Search descriptions' })
  await search.fill('the')
  await search.press('Enter')
  await expect(page.getByRole('status')).toHaveText('5 random pepes matching “the”.')
  expect(query(page).get('q')).toBe('the')
  for (const alt of await alts(page)) expect(alt?.toLowerCase()).toContain('the')

  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/demo-api/')) requests.push(request.url())
  })
  const picked = await alts(page)
  await page.getByRole('button', { name: 'New random' }).click()
  await expect.poll(() => alts(page)).not.toEqual(picked)
  await expect(cards(page)).toHaveCount(5)
  // One new question, the same one: five pepes matching "the".
  expect(requests.map((url) => new URL(url).search)).toEqual(['?limit=5&search=the'])

  // Back: the controls and the very pick shown before the search, from the cache.
  requests.length = 0
  await page.goBack()
  await expect(search).toHaveValue('')
  await expect(limit).toHaveValue('5')
  expect(await alts(page)).toEqual(beforeSearch)
  expect(requests).toEqual([])
})

test('a bad limit in the URL is corrected and explained', async ({ page }) => {
  await page.goto('/?v=1&limit=999')
  await expect(page.getByRole('status')).toContainText('Showing 50, the most the API allows.')
  expect(query(page).get('limit')).toBe('50')
  await expect(page.getByRole('spinbutton', { name: 'Number of pepes' })).toHaveValue('50')
  // The demo catalogue has 44 pepes: all of them, and never a request for more than 50.
  await expect(cards(page)).toHaveCount(44)

  await page.goto('/?v=1&limit=abc')
  await expect(page.getByRole('status')).toContainText('“abc” is not a whole number: showing 12')
  await expect(cards(page)).toHaveCount(12)
})

test('no match, in v1 and in v2', async ({ page }) => {
  await page.goto('/?v=1&q=zebra')
  await expect(page.getByRole('status')).toHaveText('No pepe matches “zebra”.')
  await expect(cards(page)).toHaveCount(0)

  await page.getByRole('radio', { name: 'v2' }).check()
  await expect(page.getByRole('status')).toHaveText('No pepe matches “zebra”: the pepe shown is unfiltered.')
  await expect(cards(page)).toHaveCount(1)
})

test('the default grid of 12 loads without layout shift, and ends in a full row at every width, with no sideways scrolling; a search with all its answer has no "Load more"', async ({ page }) => {
  await page.goto('/?v=1')
  await expect(cards(page)).toHaveCount(12)
  await eagerImagesLoaded(page)
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        // The next two frames: a shift is reported in the frame that makes it.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            resolve(total)
          }),
        )
      }),
  )
  expect(shift).toBeLessThan(0.05)

  for (const width of [360, 390, 600, 800, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${width} px: no sideways scrolling`).toBeLessThanOrEqual(0)
    // The first answer's 12 (a resize can bring "Load more" into reach, which then adds more).
    const tops = await cards(page).evaluateAll((items) => items.slice(0, 12).map((item) => Math.round(item.getBoundingClientRect().top)))
    const perRow = [...new Set(tops)].map((top) => tops.filter((each) => each === top).length)
    expect(perRow.every((count) => count === perRow[0]), `${width} px: ${perRow.join(', ')} cards a row`).toBe(true)
  }
  // Two pepes match "rain": all there are, so the grid ends there.
  await page.goto('/?v=1&q=rain')
  await expect(cards(page)).toHaveCount(2)
  await expect(page.getByText("That's all of them")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
})
