import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { server } from '../../src/mocks/node'
import { readForwarderSettings } from '../forwarder/settings.ts'
import { KEY, UPSTREAM } from '../forwarder/test-forwarder.ts'
import type { Site } from './app-html.ts'
import { createPreviewPage } from './page.ts'
import { PAGE_MANIFEST_FILE, type PageManifest } from './page-manifest.ts'

// What the page function's tests share. The upstream is the demo API (msw, as in the forwarder's
// tests) unless a test says otherwise; the site's own index.html is msw too.

export const SITE = 'https://pepes.example'
export const CSP = "default-src 'self'; script-src 'self'"
export const APP = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <title>Pepe Catalogue</title>
    <meta property="og:title" content="Pepe Catalogue" />
    <script type="module" src="/assets/index-Ab12.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`

/** What a record's page carries for the CDN to keep it (netlify/forwarder/caching.ts), as a test reads headers. */
export const RECORD_CACHE = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': 'public, durable, max-age=31536000',
  'netlify-vary': 'query=v',
}


/** What a real-API build says of itself (netlify/preview/page-manifest.ts); a demo build's. */
export const MANIFEST: PageManifest = { drawn: true, imageCdn: null, detailChunks: [], captionChunks: [] }
export const DEMO_MANIFEST: PageManifest = { ...MANIFEST, drawn: false }

/** The site's own index.html, as netlify.toml serves it, and its build's manifest; what asked for the page. */
export function siteServes(html = APP, status = 200, manifest = MANIFEST) {
  const asked: Request[] = []
  server.use(
    http.get(`${SITE}/index.html`, ({ request }) => {
      asked.push(request)
      return new HttpResponse(html, {
        status,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff', 'X-Other': 'not copied' },
      })
    }),
    // The function fetches it to carry it inline (inline.ts). Not here: the page names it, deferred.
    // (msw passes unhandled *.js requests to the network: answered, they never leave.)
    http.get(`${SITE}/start.js`, () => new HttpResponse(null, { status: 404 })),
    http.get(`${SITE}/${PAGE_MANIFEST_FILE}`, () => HttpResponse.json(manifest)),
  )
  return asked
}

/**
 * A page function on `upstream` with KEY, and what reached the upstream. `call` takes a path on
 * SITE, or an absolute URL (another Host). Its time limit: `timeoutMs`, or the function's own with
 * null; by default one no local answer misses on a loaded machine (the site's files are fetched
 * within it too, and a CSS file missed is not inlined).
 */
export function setup(upstream = UPSTREAM, { timeoutMs = 10_000 }: { timeoutMs?: number | null } = {}) {
  const log = { error: vi.fn<(...args: unknown[]) => void>() }
  const page = createPreviewPage(readForwarderSettings({ PEPE_API_UPSTREAM: upstream, PEPE_API_KEY: KEY }), { log, ...(timeoutMs === null ? {} : { timeoutMs }) })
  const upstreamAsked: Request[] = []
  server.events.on('request:start', ({ request }) => {
    if (!request.url.startsWith(SITE)) upstreamAsked.push(request)
  })
  const call = (path: string, init?: RequestInit, deploy?: string, site?: Site) => page(new Request(new URL(path, SITE), init), deploy, site)
  return { call, upstreamAsked, log }
}

/**
 * The server's entry, which the first drawn page of a file imports (React and the app, compiled
 * for the test): in a file's `beforeAll`, with time for a busy machine, so no test pays for it.
 */
export const loadFirstScreen = async () => {
  await import('#first-screen')
}

export const dataBlock = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pepe-record">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown
export const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]

/** The page's `#root` as a browser reads it: React's first screen (src/first-screen/render.tsx). */
export const rootOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').getElementById('root')
