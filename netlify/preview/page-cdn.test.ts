// @vitest-environment jsdom
// A DOM: the pages it serves are read back with DOMParser.
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { KEY, UPSTREAM } from '../forwarder/test-forwarder.ts'
import { dataBlock, loadFirstScreen, metaOf, RECORD_CACHE, setup, SITE, siteServes } from './test-page.ts'

// What the CDN keeps of a record's page: one copy per record and `v`, served to every visitor for
// a year, so nothing in it may come from one request's quirks (the attack's findings b to e).

beforeAll(loadFirstScreen, 60_000)

const notKept = (response: Response) => {
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(response.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
}

describe('a page is kept only when the forwarder would keep its record', () => {
  test('a record that held the key: drawn with it redacted, never kept (the forwarder answers it no-store)', async () => {
    siteServes()
    server.use(http.get(`${UPSTREAM}/v2/pepe/5`, () => HttpResponse.json({ data: { id: 5, url: 'https://cdn.onlypepes.com/5.jpg', description: `key ${KEY}` } })))
    const { call } = setup()
    const response = await call('/pepe/5?v=2')
    const html = await response.text()
    notKept(response)
    expect(html).not.toContain(KEY)
    expect(dataBlock(html)).toMatchObject({ record: { data: { description: 'key [redacted]' } } })
  })

  test('a record that did not: kept', async () => {
    siteServes()
    const { call } = setup()
    expect(Object.fromEntries((await call('/pepe/5?v=2')).headers)).toMatchObject(RECORD_CACHE)
  })
})

describe('its absolute addresses are the site’s own, whatever Host the request named', () => {
  test.each([
    ['http://evil.example/pepe/1?v=2', 'a forged Host'],
    ['https://pepes.example.evil.example/pepe/1?v=2', 'a Host that starts like the site’s'],
  ])('%s (%s): canonical and og:url on the site', async (url) => {
    siteServes()
    const { call } = setup()
    const html = await (await call(url, undefined, '', { url: SITE, name: 'pepes' })).text()
    expect(metaOf(html, 'og:url')).toBe(`${SITE}/pepe/1?v=2`)
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pepe/1?v=2" />`)
    expect(html).not.toContain('evil.example')
  })
})

describe('HEAD', () => {
  test('the same status and headers as GET, no body, and not kept (a CDN must not answer a GET with it)', async () => {
    siteServes()
    const { call } = setup()
    const response = await call('/pepe/1?v=2', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    notKept(response)
    expect(await response.text()).toBe('')
    expect(Object.fromEntries((await call('/pepe/1?v=2')).headers)).toMatchObject(RECORD_CACHE)
  })
})

describe('a repeated `v`: sent to the address with the first, which the app reads too (url-state/browse-params.ts)', () => {
  test.each([
    ['/pepe/1?v=2&v=1', '?v=2'],
    ['/pepe/smug%20pepe?v=1&q=frog&v=2&limit=3', '?v=1&q=frog&limit=3'],
    ['/?v=2&v=2', '?v=2'],
  ])('%s: 301 to %s, never kept, nothing asked', async (path, location) => {
    const asked = siteServes()
    const { call, upstreamAsked } = setup()
    const response = await call(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe(location)
    expect(new URL(location, `${SITE}${path}`).pathname).toBe(new URL(path, SITE).pathname)
    notKept(response)
    expect([...asked, ...upstreamAsked]).toEqual([])
  })
})
