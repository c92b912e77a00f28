import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { NOTHING_POLICY, pagePolicy, siteHeaders } from '../site-headers.ts'
import { INNER_REQUEST } from './app-html.ts'
import { APP, loadFirstScreen, setup, SITE, siteServes } from './test-page.ts'

// The page function's 404s and refusals, and the headers every answer carries.

beforeAll(loadFirstScreen, 60_000)

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

test('a v1 id longer than a record’s may be (src/api/limits.ts): the plain app, the upstream never asked', async () => {
  siteServes()
  const { call, upstreamAsked } = setup()
  const response = await call(`/pepe/${'x'.repeat(5000)}?v=1`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
  expect(await response.text()).toBe(APP)
  expect(upstreamAsked).toEqual([])
})
