// @vitest-environment jsdom
// A DOM: the pages it serves are read back with DOMParser.
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { fixtures } from '../../src/mocks/fixtures'
import { server } from '../../src/mocks/node'
import { KEY, UPSTREAM } from '../forwarder/test-forwarder.ts'
import { APP, CSP, dataBlock, loadFirstScreen, metaOf, RECORD_CACHE, rootOf, setup, SITE, siteServes } from './test-page.ts'

// The page function with a record to show: its tags and data block. Its first screen:
// page-first-screen.test.ts; what the CDN keeps: page-cdn.test.ts; a 404 and the refusals:
// page-refusals.test.ts; without a record: page-fallback.test.ts.

beforeAll(loadFirstScreen, 60_000)

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
})
