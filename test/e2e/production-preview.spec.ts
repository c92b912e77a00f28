import { fixtures } from '../../src/mocks/fixtures'
import { expect, test } from './fixtures'
import { apiCalls } from './page-helpers'
import { countAsked, headOf, SITE, upstreamLog } from './preview-helpers'
import { PRODUCTION_KEY } from './servers'
import { PREVIEW_IDS, PREVIEW_MARKUP } from './upstream'

// Link previews (SPEC section 11): /pepe/:id on the production build, through `netlify dev`, its
// function calling the local upstream. Each test asks for ids no other test asks for (in this file
// and the other production-*.spec.ts), its record's or, for a record page, its step neighbours
// (one less and one more), and counts what the upstream was asked while it ran. The
// first screen drawn in it: production-first-screen.spec.ts; `/`: production-random-view.spec.ts.

test('a cold /pepe/:id is the app with the record’s preview, its image preloaded, kept by the CDN', async ({ page, request }) => {
  const pepe = fixtures.find((candidate) => candidate.v2Id === 8)
  const image = `${SITE}${pepe?.image ?? ''}`
  const asked = await countAsked(request, '/v2/pepe/8')
  const response = await request.get('/pepe/8?v=2')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  // Netlify's CDN reads and removes these in production; `netlify dev` passes them on.
  expect(response.headers()['netlify-cdn-cache-control']).toBe('public, durable, max-age=31536000')
  expect(response.headers()['netlify-vary']).toBe('query=v')
  // The site's own headers (netlify.toml), which Netlify does not add to a function's answer.
  const site = (await request.get('/')).headers()
  for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security']) {
    expect(response.headers()[name], name).toBe(site[name])
  }
  const head = await headOf(page, response)
  expect(head.title).toBe(`${pepe?.description} (pepe 8) · Pepe Catalogue`)
  expect(head.og).toEqual({
    'og:title': pepe?.description,
    'og:description': 'Pepe 8 of the Pepe Catalogue (API v2).',
    'og:image': image,
    'og:url': `${SITE}/pepe/8?v=2`,
    'og:type': 'website',
    'twitter:card': 'summary_large_image',
  })
  expect(head.preload).toEqual({ href: image, srcset: null })
  expect(JSON.parse(head.data ?? '')).toEqual({
    version: 'v2',
    id: '8',
    record: { data: { id: 8, url: image, description: pepe?.description } },
  })
  expect(head.root).toBe(true)
  // The app's code and the detail page's come together once the image shows (start.js),
  // not a round trip after the app's; other pages leave the detail page's for later.
  expect(head.modulepreloads).toEqual([])
  // The manifest too: linked in the page, Chromium would fetch it and an icon beside the image.
  expect(head.later).toEqual({
    modules: expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
    // The detail page's chunk, then those it imports that the first load does not bring (shared
    // with the v2 pick's actions and the next pick fetched ahead): netlify/vite-plugins/page-tags.ts.
    preload: expect.stringMatching(/^\/assets\/pepe-page-[\w-]+\.js( \/assets\/[\w-]+\.js)*$/),
    manifest: '/manifest.webmanifest',
  })
  // The page as the site serves it (a v1 grid's `/`, say; a v2 `/` comes drawn, below).
  const home = await headOf(page, await request.get('/?v=1'))
  expect(home.modulepreloads).toEqual([])
  expect(home.manifest).toBe('/manifest.webmanifest')
  // The theme's first; the early request's script runs before the app's module (both deferred, in this order).
  expect(home.scripts).toEqual(['/theme.js', '/early-request.js', expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)])
  expect(await response.text()).not.toContain(PRODUCTION_KEY)
  expect(await asked()).toBe(1)
})

test('the page then shows the record without asking the API for it', async ({ page, request }) => {
  const calls = apiCalls(page)
  const asked = await countAsked(request, '/v2/pepe/30')
  await page.goto('/pepe/30?v=2')
  const pepe = fixtures.find((candidate) => candidate.v2Id === 30)
  await expect(page.getByRole('img', { name: pepe?.description })).toBeVisible()
  await expect(page).toHaveTitle(`${pepe?.description} (pepe 30) · Pepe Catalogue`)
  // Nothing for the record: what comes once it shows is its neighbours (29 and 31, for the step
  // links) and More like this's one v1 search (limit 9).
  expect(calls.filter((call) => !['/api/v2/pepe/29', '/api/v2/pepe/31'].includes(call) && !call.startsWith('/api/v1/pepe?limit=9&search='))).toEqual([])
  expect(await asked()).toBe(1)
})

test('a description that is markup comes out as text, in the tags and in the page', async ({ page, request }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const response = await request.get(`/pepe/${PREVIEW_IDS.markup}?v=1`)
  expect(response.status()).toBe(200)
  expect(await response.text()).not.toContain('<script>alert')
  const head = await headOf(page, response)
  expect(head.og['og:title']).toBe(PREVIEW_MARKUP)
  expect(head.title).toBe(`${PREVIEW_MARKUP} (pepe ${PREVIEW_IDS.markup}) · Pepe Catalogue`)
  // theme.js and start.js are in the page (netlify/preview/inline.ts), as its stylesheet is.
  expect(head.scripts).toEqual(['inline', 'application/json', 'inline'])
  expect(JSON.parse(head.data ?? '')).toMatchObject({ record: { result: { description: PREVIEW_MARKUP } } })

  await page.goto(`/pepe/${PREVIEW_IDS.markup}?v=1`)
  await expect(page.getByText(PREVIEW_MARKUP, { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(head.title)
  expect(dialogs).toEqual([])
})

test.describe('no record to show', () => {
  // The page's own "not found" requests are logged by the browser.
  test.use({ failOnConsoleErrors: false })

  test('an unknown id: 404 with the app, which says so; the upstream asked once; never kept', async ({ page, request }) => {
    const asked = await countAsked(request, '/v2/pepe/987654')
    const response = await request.get('/pepe/987654?v=2')
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['netlify-cdn-cache-control']).toBeUndefined()
    const head = await headOf(page, response)
    expect(head).toMatchObject({ title: 'Pepe Catalogue', data: null, root: true })
    // Not retried as …/987654.html and the like (netlify/cli#1442): the rewrite in public/_redirects.
    expect(await asked()).toBe(1)

    await page.goto('/pepe/987653?v=2')
    await expect(page.getByRole('alert')).toContainText('not found')
  })

  test('a v2 id that is not a whole number: 404, and the upstream is not asked', async ({ page, request }) => {
    const response = await request.get('/pepe/12ab?v=2')
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect((await headOf(page, response)).data).toBeNull()
    expect((await upstreamLog(request)).filter((seen) => seen.path.includes('12ab'))).toEqual([])

    await page.goto('/pepe/12ab?v=2')
    await expect(page.getByRole('alert')).toContainText('whole number')
  })

  // An upstream that does not answer, and the function's 1.5 s limit: netlify/preview/page-fallback.test.ts.
  test('an upstream that fails: the plain app, 200, never kept', async ({ page, request }) => {
    const response = await request.get(`/pepe/${PREVIEW_IDS.broken}?v=1`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await headOf(page, response)).toMatchObject({ title: 'Pepe Catalogue', data: null, root: true })
  })
})
