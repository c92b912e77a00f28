import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { cards, runClockUntil } from './page-helpers'

// Installable and offline (SPEC section 11): the real-API build's manifest and service worker.

type Manifest = Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] }

/** The width and height a PNG says it has (its IHDR chunk). */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`

/**
 * Waits until the worker is active and controls the page; answers the path of its script. The app
 * registers it after two quiet seconds (src/offline/offline-worker.ts): on the page's clock
 * (installed before the page opened, `fastClock`), run on by those seconds as often as files still
 * come, rather than waited out.
 */
const workerControlling = async (page: Page, { fast = true } = {}) => {
  if (fast) {
    await runClockUntil(page, 2_000, async () => {
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    })
  }
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })
      })
    }
    return new URL(registration.active?.scriptURL ?? '/').pathname
  })
}

// The page's clock, for workerControlling: time still flows as ever, but can be run on.
test.beforeEach(async ({ page }) => {
  await page.clock.install()
})

const offlineBanner = (page: Page) => page.getByText(/^You are offline\./)

/** The record page notes what was seen just after it shows (its code comes after the first screen). */
const seenNoted = (page: Page, description: string) =>
  expect.poll(() => page.evaluate(() => localStorage.getItem('pepe-recent') ?? '')).toContain(JSON.stringify(description))

test('the page links a manifest with what an install needs, and its icons are there', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const response = await request.get(href ?? '')
  expect(response.status()).toBe(200)
  const manifest = (await response.json()) as Manifest
  expect(manifest).toMatchObject({
    name: 'Pepe Catalogue',
    short_name: expect.any(String),
    description: expect.any(String),
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#f4f7ef',
    background_color: '#f4f7ef',
  })
  const icons = await Promise.all(
    manifest.icons.map(async (icon) => {
      const file = await request.get(icon.src)
      expect(file.status(), icon.src).toBe(200)
      expect(file.headers()['content-type'], icon.src).toBe('image/png')
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes)
      return `${icon.sizes} ${icon.purpose ?? 'any'}`
    }),
  )
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  const themes = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`))
  expect(themes).toEqual(['(prefers-color-scheme: light) #f4f7ef', '(prefers-color-scheme: dark) #121611'])
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png')
})

test('the service worker is registered only once the first screen has settled, so that its install shares nothing with it; then it takes the page', async ({ page, context }) => {
  // What the browser asked for and got, in order, the worker's own requests included.
  const log: string[] = []
  context.on('request', (request) => log.push(`asked ${new URL(request.url()).pathname}`))
  context.on('requestfinished', (request) => log.push(`came ${new URL(request.url()).pathname}`))
  await page.goto('/')
  // The two quiet seconds as they pass: that is what this test is about.
  expect(await workerControlling(page, { fast: false })).toBe('/sw.js')
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope))
  expect(registrations).toEqual([new URL('/', page.url()).href])
  const before = log.slice(0, log.indexOf('asked /sw.js'))
  // The next pick had been asked for ahead (SPEC section 11): the parts after the first screen
  // had come and drawn it.
  expect(before).toContain('asked /api/v2/pepe')
  // Every file the page had asked for by then had come. (An answer of the API still on its way
  // after two quiet seconds would not hold the worker back.)
  const unfinished = before.filter((entry) => entry.startsWith('asked /') && !entry.startsWith('asked /api/') && !before.includes(entry.replace('asked', 'came')))
  expect(unfinished).toEqual([])
})

test('an open page keeps the chunks it was built with when the site no longer has them (a deploy)', async ({ page, context }) => {
  await page.goto('/?v=1&limit=4')
  await workerControlling(page)
  await expect(cards(page)).toHaveCount(4)
  const chunk = /\/assets\/pepe-page-[^/]+\.js$/
  await context.route(chunk, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  const served = page.waitForResponse((response) => chunk.test(response.url()))
  await cards(page).first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: /^Pepe / })).toBeVisible()
  expect((await served).fromServiceWorker()).toBe(true)
})

test.describe('offline', () => {
  // Offline, the browser's own requests and the app's questions fail: by design here.
  test.use({ failOnConsoleErrors: false })

  test('what was seen online opens offline: the app shell with the offline banner, Favourites and Recently seen with their images, and the record', async ({ page, context }) => {
    await page.goto('/?v=1&limit=4')
    await workerControlling(page)
    await expect(cards(page)).toHaveCount(4)
    const first = cards(page).first()
    const description = (await first.getByRole('img').getAttribute('alt')) ?? ''
    await first.getByRole('button', { name: 'Favourite' }).click()
    await first.getByRole('link').first().click()
    await expect(page.getByRole('img', { name: description })).toBeVisible()
    await seenNoted(page, description)
    const record = page.url()

    await context.setOffline(true)
    // What a browser without a network says to a page it opens: Chromium (150) emulates offline for
    // requests and an open page's `navigator.onLine`, but a page opened afterwards reads `true`.
    // The app reads the browser's offline state at start (React Query assumes online until an
    // `offline` event).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false })
    })
    await test.step('/: the app shell, not the browser’s error page', async () => {
      await page.goto('/')
      await expect(page.getByRole('link', { name: 'Pepe Catalogue' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Random pepes' })).toBeVisible()
      await expect(offlineBanner(page)).toBeVisible()
    })
    for (const path of ['/favourites', '/recent']) {
      await test.step(`${path}: what was kept, with the image seen then`, async () => {
        await page.goto(path)
        const image = page.getByRole('main').getByRole('img', { name: description })
        await expect(image).toBeVisible()
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      })
    }
    await test.step('the record seen online, from what was kept', async () => {
      await page.goto(record)
      await expect(page.getByRole('img', { name: description })).toBeVisible()
      await expect(offlineBanner(page)).toBeVisible()
    })
    await test.step('its caption page too, with the caption in its fields', async () => {
      const [path, query] = record.split('?')
      await page.goto(`${path}/caption?${query}&top=offline`)
      await expect(page.getByRole('textbox', { name: 'Top text' })).toHaveValue('offline')
      await expect(page.getByRole('img', { name: /captioned “OFFLINE”$/ })).toBeAttached()
      // The record opened: no failure to show it. (Its PNG, never read online, may not be here:
      // the picture then says so in place of the caption.)
      await expect(page.getByRole('alert').filter({ hasNotText: /^This picture cannot be read here/ })).toHaveCount(0)
    })
  })
})
