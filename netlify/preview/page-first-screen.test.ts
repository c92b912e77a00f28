// @vitest-environment jsdom
// A DOM: the pages it serves are read back with DOMParser.
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { fixtures } from '../../src/mocks/fixtures'
import { server } from '../../src/mocks/node'
import { UPSTREAM } from '../forwarder/test-forwarder.ts'
import { APP, dataBlock, DEMO_MANIFEST, loadFirstScreen, MANIFEST, rootOf, setup, siteServes } from './test-page.ts'

// A record's first screen in the page, as React draws it on the server, and the records it draws.

beforeAll(loadFirstScreen, 60_000)

const first = fixtures.find((pepe) => pepe.v2Id === 1)

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
