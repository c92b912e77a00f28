// @vitest-environment jsdom
// A DOM: the pages it serves are read back with DOMParser.
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { fixtures } from '../../src/mocks/fixtures'
import { server } from '../../src/mocks/node'
import { KEY, UPSTREAM } from '../forwarder/test-forwarder.ts'
import { APP, CSP, dataBlock, DEMO_MANIFEST, MANIFEST, metaOf, rootOf, setup, SITE, siteServes } from './test-page.ts'
import { INNER_REQUEST } from './app-html.ts'
import { NOTHING_POLICY, pagePolicy, siteHeaders } from '../site-headers.ts'

// The page function with a record to show, or a 404. Without one: page-fallback.test.ts.

const RECORD_CACHE = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': 'public, durable, max-age=31536000',
  'netlify-vary': 'query=v',
}
const smug = fixtures.find((pepe) => pepe.v1Id === 'smug pepe')
const first = fixtures.find((pepe) => pepe.v2Id === 1)

describe('a record’s page', () => {
  test('v2: the app’s HTML with the record’s tags and data block, kept by the CDN', async () => {
    siteServes()
    const { call, upstreamAsked } = setup()
    const response = await call('/pepe/1?v=2')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(Object.fromEntries(response.headers)).toMatchObject(RECORD_CACHE)
    expect(html).toContain(`<title>${first?.description} (pepe 1) · Pepe Catalogue</title>`)
    expect(metaOf(html, 'og:title')).toBe(first?.description)
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/pepe/1?v=2`)
    expect(metaOf(html, 'og:image')).toBe(`${UPSTREAM}/pepes/01.svg`)
    expect(html).toContain(`<link rel="preload" as="image" href="${UPSTREAM}/pepes/01.svg"`)
    expect(dataBlock(html)).toEqual({ version: 'v2', id: '1', record: { data: { id: 1, url: `${UPSTREAM}/pepes/01.svg`, description: first?.description } } })
    expect(upstreamAsked.map((request) => [request.url, request.headers.get('Authorization')])).toEqual([
      [`${UPSTREAM}/v2/pepe/1`, `Bearer ${KEY}`],
    ])
  })

  test('v1, an id with a space: asked and linked as the app would', async () => {
    siteServes()
    const { call, upstreamAsked } = setup()
    const html = await (await call('/pepe/smug%20pepe?v=1')).text()
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/pepe/smug%20pepe?v=1`)
    expect(metaOf(html, 'og:title')).toBe(smug?.description)
    expect(dataBlock(html)).toMatchObject({ version: 'v1', id: 'smug pepe', record: { status: 'success', result: { id: 'smug pepe' } } })
    expect(upstreamAsked.map((request) => request.url)).toEqual([`${UPSTREAM}/v1/pepe/smug%20pepe`])
  })

  test.each([
    ['/pepe/1', 'v2'],
    ['/pepe/1?v=2', 'v2'],
    ['/pepe/1?v=3', 'v2'],
    ['/pepe/1?v=1', 'v1'],
  ])('%s is read as the app reads it: %s', async (path, version) => {
    siteServes()
    const { call, upstreamAsked } = setup()
    await call(path)
    expect(new URL(upstreamAsked[0]?.url ?? '').pathname).toMatch(new RegExp(`^/${version}/`))
  })

  test('the canonical url is the record’s: 007 is pepe 7; the data block keeps the id as asked', async () => {
    siteServes()
    const { call } = setup()
    const html = await (await call('/pepe/007?v=2&utm_source=x')).text()
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/pepe/7?v=2`)
    expect(dataBlock(html)).toMatchObject({ version: 'v2', id: '007' })
  })

  test('reached at the function’s own URL, which public/_redirects rewrites /pepe/* to', async () => {
    siteServes()
    const { call } = setup()
    const html = await (await call('/.netlify/functions/pepe-page/1?v=2')).text()
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/pepe/1?v=2`)
  })

  test('a description with markup in it comes out as text, in the tags and in the data block', async () => {
    const hostile = '"><script>alert(1)</script><!--'
    siteServes()
    server.use(http.get(`${UPSTREAM}/v2/pepe/5`, () => HttpResponse.json({ data: { id: 5, url: 'https://cdn.onlypepes.com/5.jpg', description: hostile } })))
    const { call } = setup()
    const html = await (await call('/pepe/5?v=2')).text()
    expect(html).not.toContain('<script>alert')
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(metaOf(html, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--')
    expect(rootOf(html)?.querySelector('.pepe-page-description')?.textContent).toBe(hostile)
    expect(dataBlock(html)).toMatchObject({ record: { data: { description: hostile } } })
  })

  test('nothing of the upstream’s answer rides along but the record, and never the key', async () => {
    siteServes()
    server.use(
      http.get(`${UPSTREAM}/v2/pepe/5`, () =>
        HttpResponse.json({ data: { id: 5, url: 'https://cdn.onlypepes.com/5.jpg', description: `key ${KEY}`, secret: 'extra' }, debug: KEY }),
      ),
    )
    const { call } = setup()
    const html = await (await call('/pepe/5?v=2')).text()
    expect(html).not.toContain(KEY)
    expect(html).not.toContain('extra')
    expect(dataBlock(html)).toEqual({ version: 'v2', id: '5', record: { data: { id: 5, url: 'https://cdn.onlypepes.com/5.jpg', description: 'key [redacted]' } } })
  })

  test('a record of another id than the one asked: the plain app, never kept', async () => {
    siteServes()
    server.use(http.get(`${UPSTREAM}/v2/pepe/1`, () => HttpResponse.json({ data: { id: 2, url: 'https://cdn.onlypepes.com/2.jpg', description: 'Another pepe' } })))
    const { call } = setup()
    const response = await call('/pepe/1?v=2')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
    expect(await response.text()).toBe(APP)
  })

  test('carries the page’s security headers as the site serves them (Netlify adds none to a function’s answer)', async () => {
    siteServes()
    const { call } = setup()
    const response = await call('/pepe/1?v=2')
    expect(response.headers.get('Content-Security-Policy')).toBe(CSP)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('X-Other')).toBeNull()
  })

  test('HEAD: the same answer without a body', async () => {
    siteServes()
    const { call } = setup()
    const response = await call('/pepe/1?v=2', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBe(RECORD_CACHE['netlify-cdn-cache-control'])
    expect(await response.text()).toBe('')
  })
})

describe('the record’s first screen in #root, rendered by React (only on a page with its record)', () => {
  test('the image the preload fetches, shown at once, its description as alt, under the header', async () => {
    siteServes()
    const { call } = setup()
    const root = rootOf(await (await call('/pepe/1?v=2')).text())
    expect(root?.querySelector('header.app-header input[type="search"]')?.getAttribute('value')).toBe('')
    expect(root?.querySelector('h1')?.textContent).toBe('Pepe 1')
    const image = root?.querySelector('main .pepe-image-box img')
    expect(image?.getAttribute('src')).toBe(`${UPSTREAM}/pepes/01.svg`)
    expect(image?.getAttribute('alt')).toBe(first?.description)
    expect(image?.getAttribute('fetchpriority')).toBe('high')
    expect(image?.parentElement?.getAttribute('data-state')).toBe('loaded')
  })

  test('one page for every visitor, as the CDN keeps it: no visitor’s search or limit is drawn into it', async () => {
    siteServes()
    const { call } = setup()
    const path = `/pepe/${encodeURIComponent(first?.v1Id ?? '')}?v=1`
    const plain = await (await call(path)).text()
    expect(await (await call(`${path}&q=%22free%20coins%20here%22&limit=3`)).text()).toBe(plain)
    expect(rootOf(plain)?.querySelector('.limit-input input')?.getAttribute('value')).toBe('12')
  })

  test('a description that is markup: text in the alt and in the page', async () => {
    siteServes()
    server.use(http.get(`${UPSTREAM}/v2/pepe/5`, () => HttpResponse.json({ data: { id: 5, url: 'https://cdn.onlypepes.com/5.jpg', description: '"><script>x</script>' } })))
    const { call } = setup()
    const root = rootOf(await (await call('/pepe/5?v=2')).text())
    expect(root?.querySelector('main img')?.getAttribute('alt')).toBe('"><script>x</script>')
    expect(root?.querySelectorAll('script')).toHaveLength(0)
  })

  test.each([
    ['an unknown id (404)', '/pepe/999?v=2', APP, MANIFEST],
    ['a v2 id that is not one (404)', '/pepe/abc?v=2', APP, MANIFEST],
    ['the upstream failing (the plain app)', '/pepe/500?v=2', APP, MANIFEST],
    ['a demo build', '/pepe/1?v=2', APP, DEMO_MANIFEST],
  ])('none for %s: #root stays empty', async (_, path, app, manifest) => {
    siteServes(app, 200, manifest)
    server.use(http.get(`${UPSTREAM}/v2/pepe/500`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })))
    const { call } = setup()
    const html = await (await call(path)).text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('pepe-page')
  })
})

describe('not found: 404 with the app’s HTML, which says so, never kept', () => {
  test('an id the upstream does not know', async () => {
    siteServes()
    const { call, upstreamAsked } = setup()
    const response = await call('/pepe/999?v=2')
    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
    expect(await response.text()).toBe(APP)
    expect(upstreamAsked).toHaveLength(1)
  })

  test.each(['abc', '1.5', '-1', '1e3', '%20', '1234567890123456'])('v2 id %j: not a whole number, never asked', async (id) => {
    siteServes()
    const { call, upstreamAsked } = setup()
    const response = await call(`/pepe/${id}?v=2`)
    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.text()).toBe(APP)
    expect(upstreamAsked).toEqual([])
  })
})

test.each(['POST', 'PUT', 'DELETE'])('%s: 405, nothing asked', async (method) => {
  const asked = siteServes()
  const { call, upstreamAsked } = setup()
  const response = await call('/pepe/1?v=2', { method })
  expect(response.status).toBe(405)
  expect(response.headers.get('Allow')).toBe('GET, HEAD')
  expect([...asked, ...upstreamAsked]).toEqual([])
})

// Netlify adds the site's headers to no function's answer: the page function sets SPEC section
// 8's itself, on every answer (the page's own where the site served them with it).
describe('every answer carries the headers of SPEC section 8', () => {
  test.each<[string, RequestInit, number]>([
    ['405', { method: 'POST' }, 200],
    ['508, its own request come back round', { headers: { [INNER_REQUEST]: '1' } }, 200],
    ['503, no page to be had', {}, 500],
  ])('%s: with a policy that allows nothing', async (_, init, site) => {
    siteServes(APP, site)
    const { call } = setup()
    const response = await call('/pepe/1?v=2', init)
    for (const [name, value] of Object.entries(siteHeaders(NOTHING_POLICY))) expect(response.headers.get(name), name).toBe(value)
  })

  test('a page the site served without them gets them all, its policy the page’s', async () => {
    server.use(http.get(`${SITE}/index.html`, () => new HttpResponse(APP, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })))
    const { call } = setup()
    for (const path of ['/pepe/1?v=2', '/pepe/999?v=2', '/?v=1']) {
      const response = await call(path)
      for (const [name, value] of Object.entries(siteHeaders(pagePolicy()))) expect(response.headers.get(name), `${name} on ${path}`).toBe(value)
    }
  })
})

describe('what a record may hold, at the boundary (the attack’s case 4, and lone surrogates)', () => {
  test('a description of a million characters: the plain app, never drawn, never kept', async () => {
    siteServes()
    server.use(http.get(`${UPSTREAM}/v2/pepe/1`, () => HttpResponse.json({ data: { id: 1, url: 'https://cdn.onlypepes.com/1.jpg', description: 'x'.repeat(1_048_000) } })))
    const { call } = setup()
    const response = await call('/pepe/1?v=2')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
    expect(await response.text()).toBe(APP)
  })

  test('a lone surrogate in a description: the page and its data block say the same, well-formed', async () => {
    siteServes()
    server.use(http.get(`${UPSTREAM}/v2/pepe/1`, () => new HttpResponse('{"data":{"id":1,"url":"https://cdn.onlypepes.com/1.jpg","description":"frog \\ud800 pond"}}', { headers: { 'Content-Type': 'application/json' } })))
    const { call } = setup()
    const html = await (await call('/pepe/1?v=2')).text()
    expect(rootOf(html)?.querySelector('.pepe-page-description')?.textContent).toBe('frog \uFFFD pond')
    expect(dataBlock(html)).toMatchObject({ record: { data: { description: 'frog \uFFFD pond' } } })
  })
})
