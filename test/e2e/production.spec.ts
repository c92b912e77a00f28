import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiCalls, results } from './page-helpers'
import { PRODUCTION_DIST, PRODUCTION_KEY, PRODUCTION_PORT, UPSTREAM_PORT } from './servers'
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
  await page.getByRole('radio', { name: 'v1' }).click()
  await expect(results(page).getByRole('listitem').first()).toBeVisible()
  await results(page).getByRole('link').first().click()
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await page.goto('/pepe/3?v=2')
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()

  const seenByPage = await Promise.all(reading)
  expect(seenByPage.length).toBeGreaterThan(5)
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

test('a visitor’s Authorization and cookies are not forwarded, on v1 either', async ({ request }) => {
  const marker = `visitor-${Date.now()}`
  const response = await request.get(`/api/v1/pepe?limit=1&search=${marker}`, {
    headers: { Authorization: 'Bearer visitor-token', Cookie: 'session=visitor-secret' },
  })
  expect(response.status()).toBe(200)
  const [seen, ...more] = (await upstreamLog(request)).filter((entry) => entry.path.includes(marker))
  expect(more).toEqual([])
  expect(seen).toMatchObject({ authorization: null, cookie: null })
})

test('no file of the production build holds the server key', async () => {
  const entries = await readdir(PRODUCTION_DIST, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile())
  expect(files.map((file) => file.name)).toContain('index.html')
  for (const file of files) {
    expect(await readFile(path.join(file.parentPath, file.name), 'latin1'), file.name).not.toContain(PRODUCTION_KEY)
  }
})

test('the first load’s script, as the page asks for it, starts with V8’s compile hint; no other script does', async ({ page, request }) => {
  await page.goto('/')
  const entry = await page.locator('script[type="module"][src]').getAttribute('src')
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
  expect(await (await request.get(entry ?? '')).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/)
  const scripts = (await readdir(path.join(PRODUCTION_DIST, 'assets'))).filter((name) => name.endsWith('.js') && `/assets/${name}` !== entry)
  expect(scripts.length).toBeGreaterThan(2)
  for (const name of scripts) expect(await readFile(path.join(PRODUCTION_DIST, 'assets', name), 'utf8'), name).not.toContain('allFunctionsCalledOnLoad')
})

test('the forwarder refuses what it does not allow, without calling the upstream', async ({ request }) => {
  for (const [url, status] of [
    ['/api/v3/anything', 404],
    ['/api/v2/pepe?url=http://evil', 404],
  ] as const) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(status)
    expect(((await response.json()) as { error: string }).error).toBeTruthy()
  }
  const posted = await request.post('/api/v2/pepe/1')
  expect(posted.status()).toBe(405)
  const asked = (await upstreamLog(request)).map((seen) => seen.path)
  expect(asked.filter((seen) => seen.includes('v3') || seen.includes('evil'))).toEqual([])
})

test('a record through /api carries cache headers; a random pick and an error are never stored', async ({ request }) => {
  const record = await request.get('/api/v2/pepe/1')
  expect(record.status()).toBe(200)
  expect(record.headers()['cache-control']).toBe('public, max-age=300')
  // Netlify's CDN reads and removes it in production; `netlify dev` passes it on.
  expect(record.headers()['netlify-cdn-cache-control']).toBe('public, durable, max-age=31536000')
  for (const url of ['/api/v2/pepe', '/api/v2/pepe/999', '/api/v1/pepe?limit=0']) {
    const response = await request.get(url)
    expect(response.headers()['cache-control'], url).toBe('no-store')
    expect(response.headers()['netlify-cdn-cache-control'], url).toBeUndefined()
  }
})
