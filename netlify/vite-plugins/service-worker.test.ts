import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { RUNTIME_CACHING } from './service-worker'

// The worker's rules as Workbox writes them into sw.js: each matcher's source, run in a context of
// its own, where nothing of this module exists (src/api/api-path.ts's values went in with it).

type Matcher = (options: { request: { mode: string }; url: URL; sameOrigin: boolean }) => boolean
const SITE = 'https://pepes.example'
const inSw = (index: number) => runInNewContext(`(${String(RUNTIME_CACHING[index]?.urlPattern)})`) as Matcher
const asked = (matcher: Matcher, path: string, { mode = 'cors', origin = SITE } = {}) =>
  matcher({ request: { mode }, url: new URL(path, origin), sameOrigin: origin === SITE })

test('a record by id, on this site, with no query, is kept; a random answer, another host’s or another path is not', () => {
  const records = inSw(1)
  for (const path of ['/api/v1/pepe/smug%20pepe', '/api/v2/pepe/7']) expect(asked(records, path), path).toBe(true)
  for (const path of ['/api/v2/pepe', '/api/v1/pepe?limit=3', '/api/v2/pepe/7?x=1', '/api/v2/pepe/7/more', '/apiv2/pepe/7', '/api/v3/pepe/7', '/pepe/7']) {
    expect(asked(records, path), path).toBe(false)
  }
  expect(asked(records, '/api/v2/pepe/7', { origin: 'https://api.example.com' })).toBe(false)
})

test('every page of the app, and no API path or function, falls back to the shell offline', () => {
  const pages = inSw(0)
  for (const path of ['/', '/pepe/7?v=2', '/favourites', '/shared/1.x0.NoIgSg', '/apiary']) expect(asked(pages, path, { mode: 'navigate' }), path).toBe(true)
  for (const path of ['/api/v2/pepe/7', '/.netlify/functions/pepe-page']) expect(asked(pages, path, { mode: 'navigate' }), path).toBe(false)
  expect(asked(pages, '/', { mode: 'cors' })).toBe(false)
})
