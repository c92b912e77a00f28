import fc from 'fast-check'
import { describe, expect, test, vi } from 'vitest'
import source from '../../public/early-request.js?raw'
import { sendFirstRequest } from '../../src/api/first-question'

// public/early-request.js writes the app's rules for its first request again, for a script that
// runs while the app's code downloads. Its preload is only used if it is exactly the request the
// app then sends (src/api/first-question.ts): here both are asked about the same page addresses.

// The script as the browser runs it, with the page's globals it reads handed in.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file under test is the code
const run = new Function('document', 'location', 'navigator', source) as (
  document: unknown,
  location: Pick<Location, 'pathname' | 'search' | 'href'>,
  navigator: Pick<Navigator, 'onLine'>,
) => void

/** What early-request.js preloads on the page at `address`, for an API at `api`: its link, if any. */
function preloadOf(address: string, { api = '/api', online = true } = {}) {
  const url = new URL(address, location.href)
  const head = document.createElement('head')
  const page = { currentScript: { dataset: { api } }, head, createElement: (tag: string) => document.createElement(tag) }
  run(page, { pathname: url.pathname, search: url.search, href: url.href }, { onLine: online })
  const links = head.querySelectorAll('link')
  expect(links.length).toBeLessThanOrEqual(1)
  return links[0] ?? null
}

/** The address of the first request the app sends itself on the page at `address`, if any. */
function appRequestOf(address: string, apiBaseUrl = '/api') {
  const asked: string[] = []
  vi.stubGlobal('fetch', (url: URL) => {
    asked.push(url.href)
    return new Promise<Response>(() => undefined)
  })
  const url = new URL(address, location.href)
  sendFirstRequest({ apiBaseUrl, apiKey: null, apiKeyHeader: 'Authorization' }, { pathname: url.pathname, search: url.search })
  vi.unstubAllGlobals()
  return asked[0] ?? null
}

describe('public/early-request.js', () => {
  test('preloads the random view’s question as a fetch the app’s request can take', () => {
    const link = preloadOf('/?v=1&q=%20frog%20&limit=05')
    expect([link?.rel, link?.as, link?.crossOrigin]).toEqual(['preload', 'fetch', 'anonymous'])
    expect(link?.href).toBe(new URL('/api/v1/pepe?limit=5&search=frog', location.href).href)
    expect(preloadOf('/')?.href).toBe(new URL('/api/v2/pepe', location.href).href)
    expect(preloadOf('/pepe/007?v=2', { api: 'https://api.example/base' })?.href).toBe('https://api.example/base/v2/pepe/7')
  })

  test('the edges: a limit out of range, an id that is no encoding, one with leading zeros', () => {
    for (const address of ['/?v=1&limit=0', '/?v=1&limit=51', '/?v=1&limit=x', '/pepe/%E0%A4%A?v=1', '/pepe/%?v=1', '/pepe/0000?v=2', '/pepe/a%2Fb?v=1']) {
      expect(preloadOf(address)?.href ?? null, address).toBe(appRequestOf(address))
    }
  })

  test('asks nothing offline, where the app asks nothing, or without the API’s address', () => {
    expect(preloadOf('/', { online: false })).toBeNull()
    expect(preloadOf('/favourites')).toBeNull()
    expect(preloadOf('/pepe/12ab?v=2')).toBeNull()
    expect(preloadOf('/', { api: '' })).toBeNull()
  })

  test('asks exactly what the app asks first, for any address', () => {
    const digits = fc.stringMatching(/^[0-9]{0,17}$/)
    const segment = fc.oneof(digits, fc.string(), fc.constantFrom('.', '..', '%', '%E0%A4%A', '%2F', 'a%2Fb', '%ED%A0%80', '%F0%9F%90%B8'))
    const path = fc.oneof(fc.constant('/'), segment.map((id) => `/pepe/${id}`), fc.constantFrom('/favourites', '/recent', '/pepe/', '/pepe/1/x', '/x'))
    const value = fc.oneof(fc.constantFrom('1', '2', '', '01', '0', '50', '51', '1e3', ' 7', '99999999999999999999'), digits, fc.string())
    const version = fc.oneof(fc.constantFrom('1', '2', '1', 'x', ''), value)
    const query = fc.record({ v: fc.option(version), q: fc.option(fc.string()), limit: fc.option(value) }, { requiredKeys: [] })
    const base = fc.constantFrom('/api', 'https://api.example', 'https://api.example/v')
    fc.assert(
      fc.property(path, query, base, (pathname, params, api) => {
        const search = new URLSearchParams(Object.entries(params).flatMap(([key, text]) => (typeof text === 'string' ? [[key, text]] : [])))
        const address = `${pathname}?${search}`
        expect(preloadOf(address, { api })?.href ?? null).toBe(appRequestOf(address, api))
      }),
      { numRuns: 2000 },
    )
  })
})
