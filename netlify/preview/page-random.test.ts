// @vitest-environment jsdom
// A DOM: the pages it serves are read back with DOMParser.
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { parseV2Random } from '../../src/api/schemas'
import { server } from '../../src/mocks/node'
import { INNER_REQUEST } from './app-html.ts'
import { KEY, UPSTREAM } from '../forwarder/test-forwarder.ts'
import { APP, CSP, DEMO_MANIFEST, metaOf, rootOf, setup, siteServes } from './test-page.ts'

// `/`, the random view, drawn by the page function with its pick (issue 19). Records: page.test.ts.

const pickBlock = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pepe-pick">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown
const answering = (data: object) => http.get(`${UPSTREAM}/v2/pepe`, () => HttpResponse.json(data))

describe('the random view with its pick drawn', () => {
  test('/: a v2 pick asked with the key, in the data block, #root and the preload; never kept by a cache', async () => {
    siteServes()
    const { call, upstreamAsked } = setup()
    const response = await call('/')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
    expect(response.headers.get('Content-Security-Policy')).toBe(CSP)
    expect(upstreamAsked.map((request) => [request.url, request.headers.get('Authorization')])).toEqual([[`${UPSTREAM}/v2/pepe`, `Bearer ${KEY}`]])
    // The block reads as the API's answer, by the app's own schema; the screen shows that pick.
    const [pepe] = parseV2Random(pickBlock(html)).pepes
    expect(pepe?.url).toMatch(new RegExp(`^${UPSTREAM}/pepes/`))
    const root = rootOf(html)
    expect(root?.querySelector('header.app-header')).not.toBeNull()
    expect(root?.querySelector('[role="status"]')?.textContent).toBe('A random pepe.')
    const card = root?.querySelector('ul[aria-label="Results"] .pepe-card')
    expect(card?.querySelector('a')?.getAttribute('href')).toBe(`/pepe/${pepe?.id}?v=2`)
    expect(card?.querySelector('img')?.getAttribute('src')).toBe(pepe?.url)
    expect(card?.querySelector('img')?.getAttribute('alt')).toBe(pepe?.description)
    expect(card?.querySelector('.pepe-image-box')?.getAttribute('data-state')).toBe('loaded')
    expect(card?.querySelector('.pepe-meta')?.textContent).toBe(`Pepe ${pepe?.id} · API v2`)
    expect(html).toContain(`<link rel="preload" as="image" href="${pepe?.url}" fetchpriority="high" />`)
    // The site's own preview stays: a random pick is no page of its own.
    expect(metaOf(html, 'og:title')).toBe('Pepe Catalogue')
    expect(html).toContain('<script defer src="/start.js" data-modules="/assets/index-Ab12.js" data-preload="">')
    expect(html).not.toContain('<script type="module"')
  })

  test('a search: asked trimmed, said in the status line, in the search box', async () => {
    siteServes()
    const { call, upstreamAsked } = setup()
    const html = await (await call('/?q=%20smug%20&v=2')).text()
    expect(upstreamAsked.map((request) => request.url)).toEqual([`${UPSTREAM}/v2/pepe?search=smug`])
    expect(rootOf(html)?.querySelector('[role="status"]')?.textContent).toBe('A random pepe matching “smug”.')
    expect(rootOf(html)?.querySelector('input[type="search"]')?.getAttribute('value')).toBe('smug')
  })

  test('reached at the function’s own URL, which public/_redirects rewrites / to', async () => {
    siteServes()
    const { call } = setup()
    expect(pickBlock(await (await call('/.netlify/functions/pepe-page?q=smug')).text())).not.toBeNull()
  })

  test('a description and a search with markup in them come out as text', async () => {
    const hostile = '"><script>alert(1)</script><!--'
    siteServes()
    server.use(answering({ data: { id: 5, url: 'https://cdn.onlypepes.com/5.jpg', description: hostile }, search: { terms: hostile, found: true } }))
    const { call } = setup()
    const html = await (await call(`/?q=${encodeURIComponent(hostile)}`)).text()
    expect(html).not.toContain('<script>alert')
    expect(rootOf(html)?.querySelector('.pepe-description')?.textContent).toBe(hostile)
    expect(rootOf(html)?.querySelector('input[type="search"]')?.getAttribute('value')).toBe(hostile)
    expect(rootOf(html)?.querySelectorAll('script')).toHaveLength(0)
    expect(pickBlock(html)).toEqual({ data: { id: 5, url: 'https://cdn.onlypepes.com/5.jpg', description: hostile }, search: { terms: hostile, found: true } })
  })

  test('nothing of the upstream’s answer rides along but the pick, and never the key', async () => {
    siteServes()
    server.use(answering({ data: { id: 5, url: 'https://cdn.onlypepes.com/5.jpg', description: `key ${KEY}`, extra: 1 }, debug: KEY }))
    const { call } = setup()
    const html = await (await call('/')).text()
    expect(html).not.toContain(KEY)
    expect(pickBlock(html)).toEqual({ data: { id: 5, url: 'https://cdn.onlypepes.com/5.jpg', description: 'key [redacted]' } })
  })
})

describe('the page as the site serves it otherwise', () => {
  // A v1 grid, or an address the app corrects (`v=3`, `limit=abc`): page-fallback.test.ts.

  test.each([
    ['no match (an unfiltered pick)', () => HttpResponse.json({ data: { id: 1, url: `${UPSTREAM}/pepes/01.svg`, description: 'x' }, search: { terms: 'zzz', found: false } })],
    ['no match and no record', () => HttpResponse.json({ search: { terms: 'zzz', found: false } })],
    ['the upstream failing', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['rate limited', () => HttpResponse.json({ error: 'slow down' }, { status: 429, headers: { 'Retry-After': '5' } })],
    ['not a pick', () => HttpResponse.json({ data: { id: 1, url: 'javascript:alert(1)', description: 'x' } })],
  ])('%s: the plain app, 200, never kept', async (_, answer) => {
    siteServes()
    server.use(http.get(`${UPSTREAM}/v2/pepe`, answer))
    const { call } = setup()
    const response = await call('/?q=zzz')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.text()).toBe(APP)
  })

  test('a demo build: its page as it is, and no upstream asked', async () => {
    siteServes(APP, 200, DEMO_MANIFEST)
    const { call, upstreamAsked } = setup()
    expect(await (await call('/')).text()).not.toContain('pepe-pick')
    expect(upstreamAsked).toEqual([])
  })

  test('its own request for the page, come back round: answered at once, nothing asked', async () => {
    const asked = siteServes()
    const { call, upstreamAsked } = setup()
    const response = await call('/', { headers: { [INNER_REQUEST]: '1' } })
    expect(response.status).toBe(508)
    expect([...asked, ...upstreamAsked]).toEqual([])
    // And it is what the function sends when it reads the page.
    await call('/')
    expect(asked[0]?.headers.get(INNER_REQUEST)).toBe('1')
  })
})
