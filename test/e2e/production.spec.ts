import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiCalls, appStarted, results } from './page-helpers'
import { CLIENT_KEY, PRODUCTION_KEY, PRODUCTION_PORT, UPSTREAM_PORT } from './servers'
import type { UpstreamRequest } from './upstream'

// The production build: the page calls /api, the Netlify Function forwards to the local upstream.

const upstreamLog = async (request: APIRequestContext) =>
  (await (await request.get(`http://127.0.0.1:${UPSTREAM_PORT}/__requests`)).json()) as UpstreamRequest[]

test('the random view works through /api, with no demo and images that load', async ({ page }) => {
  const calls = apiCalls(page)
  // A v1 grid: the page as the site serves it, which asks /api (a v2 `/` comes drawn with its
  // pick: production-preview.spec.ts).
  await page.goto('/?v=1&limit=1')
  const image = results(page).getByRole('img')
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByText('Demo data')).toHaveCount(0)
  // The pick, and at most one more: the next pick, fetched ahead once this one shows.
  expect(calls[0]).toBe('/api/v1/pepe?limit=1')
  expect(calls.slice(1).filter((call) => call !== '/api/v1/pepe?limit=1')).toEqual([])
  expect(calls.length).toBeLessThanOrEqual(2)
})

test('a cold deep link comes with its record: the upstream is asked for that id once, the page asks nothing', async ({ page, request }) => {
  const calls = apiCalls(page)
  // An id no other test here opens, so the upstream's log speaks of this test alone.
  await page.goto('/pepe/c%2B%2B?v=1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pepe c++')
  await expect(page.getByRole('img', { name: 'Sad pepe in the rain' })).toBeVisible()
  // The link-preview function asked, and served the record in the page (netlify/preview).
  // Nothing for the record: More like this's one v1 search (limit 9), once it shows, is all.
  expect(calls.filter((call) => !call.startsWith('/api/v1/pepe?limit=9&search='))).toEqual([])
  expect((await upstreamLog(request)).filter((seen) => seen.path === '/v1/pepe/c%2B%2B')).toHaveLength(1)
})

test('the key is added upstream on v2 only, and never reaches the page', async ({ page, context, request }) => {
  // A cookie of the site's own: the forwarder must not pass it on.
  await context.addCookies([{ name: 'session', value: 'visitor-secret', url: `http://localhost:${PRODUCTION_PORT}` }])
  // Every response the page got, read in full before the checks below.
  const reading: Promise<string>[] = []
  page.on('response', (response) => {
    reading.push(
      (async () => {
        const headers = JSON.stringify(await response.allHeaders())
        const body = response.request().resourceType() === 'image' ? '' : await response.text().catch(() => '')
        return `${response.url()} ${headers} ${body}`
      })(),
    )
  })
  await page.goto('/?v=2&q=pepe')
  await expect(results(page).getByRole('img')).toBeVisible()
  // The page came drawn: its radios work once the app has started.
  await appStarted(page)
  await page.getByRole('radio', { name: 'v1' }).click()
  // The v1 grid, not the v2 pick still shown while it loads.
  await expect(results(page).getByRole('link').first()).toHaveAttribute('href', /\?v=1$/)
  await results(page).getByRole('link').first().click()
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await page.goto('/pepe/3?v=2')
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()

  const seenByPage = await Promise.all(reading)
  // Every kind of answer the page read is among them: both pages as the site drew them, the app's
  // code, the v1 grid's API answer, and the images.
  const paths = seenByPage.map((seen) => new URL(seen.slice(0, seen.indexOf(' '))).pathname)
  for (const path of ['/', '/pepe/3', '/api/v1/pepe']) expect(paths, path).toContain(path)
  expect(paths.filter((path) => /^\/assets\/.+\.js$/.test(path)), 'scripts').not.toEqual([])
  expect(paths.filter((path) => path.startsWith('/pepes/')), 'images').not.toEqual([])
  for (const seen of seenByPage) expect(seen).not.toContain(PRODUCTION_KEY)
  const log = await upstreamLog(request)
  const v2 = log.filter((seen) => seen.path.startsWith('/v2/'))
  const v1 = log.filter((seen) => seen.path.startsWith('/v1/'))
  expect(v2.length).toBeGreaterThan(0)
  expect(v1.length).toBeGreaterThan(0)
  // The browser sends no key (the build has none): the forwarder adds the server's, on v2 only.
  for (const seen of v2) expect(seen.authorization).toBe(`Bearer ${PRODUCTION_KEY}`)
  for (const seen of v1) expect(seen.authorization).toBeNull()
  for (const seen of log) expect(seen.cookie).toBeNull()
})

test('a key the browser sends (a keyed build’s, or a visitor’s) never passes the forwarder: v2 gets the server’s, v1 none', async ({ request }) => {
  // As a private deployment's page sends its own key (VITE_PEPE_API_KEY: netlify/built-config.test.ts,
  // src/api/pepes.test.ts), and a visitor's cookie with it: the site's function, as Netlify runs it.
  const marker = `visitor-${Date.now()}`
  const headers = { Authorization: `Bearer ${CLIENT_KEY}`, Cookie: 'session=visitor-secret' }
  for (const url of [`/api/v2/pepe?search=${marker}`, `/api/v1/pepe?limit=1&search=${marker}`]) {
    expect((await request.get(url, { headers })).status(), url).toBeLessThan(500)
  }
  const seen = (await upstreamLog(request)).filter((entry) => entry.path.includes(marker))
  expect(seen.map(({ path, authorization, cookie }) => ({ version: path.slice(0, 3), authorization, cookie }))).toEqual([
    { version: '/v2', authorization: `Bearer ${PRODUCTION_KEY}`, cookie: null },
    { version: '/v1', authorization: null, cookie: null },
  ])
})
