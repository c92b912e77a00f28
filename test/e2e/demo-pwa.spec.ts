import { expect, test } from './fixtures'
import { results } from './page-helpers'

// SPEC section 11: a demo build is installable too, but its only service worker is MSW's, which
// owns the scope; the offline worker belongs to real-API builds (that the demo build has no
// sw.js at all, `npm test`'s size step checks: test/checks/size.ts).

test('the demo build registers no worker but MSW’s, and links the manifest all the same', async ({ page, request }) => {
  await page.goto('/')
  await expect(results(page).getByRole('img')).toBeVisible()
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => {
      const worker = registration.active ?? registration.waiting ?? registration.installing
      return worker ? new URL(worker.scriptURL).pathname : null
    }),
  )
  expect(scripts).toEqual(['/mockServiceWorker.js'])
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest')
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(((await manifest.json()) as { name?: string }).name).toBe('Pepe Catalogue')
})
