import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { server } from '../../src/mocks/node'
import { readForwarderSettings } from '../forwarder/settings.ts'
import { KEY, UPSTREAM } from '../forwarder/test-forwarder.ts'
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

/** What a real-API build says of itself (netlify/preview/page-manifest.ts); a demo build's. */
export const MANIFEST: PageManifest = { drawn: true, imageCdn: null, detailChunks: [] }
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

/** A page function on `upstream` with KEY (and its own time limit, if given), and what reached the upstream. */
export function setup(upstream = UPSTREAM, { timeoutMs }: { timeoutMs?: number } = {}) {
  const log = { error: vi.fn<(...args: unknown[]) => void>() }
  const page = createPreviewPage(readForwarderSettings({ PEPE_API_UPSTREAM: upstream, PEPE_API_KEY: KEY }), { log, ...(timeoutMs === undefined ? {} : { timeoutMs }) })
  const upstreamAsked: Request[] = []
  server.events.on('request:start', ({ request }) => {
    if (!request.url.startsWith(SITE)) upstreamAsked.push(request)
  })
  const call = (path: string, init?: RequestInit, deploy?: string) => page(new Request(`${SITE}${path}`, init), deploy)
  return { call, upstreamAsked, log }
}

export const dataBlock = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pepe-record">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown
export const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]

/** The page's `#root` as a browser reads it: React's first screen (src/first-screen/render.tsx). */
export const rootOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').getElementById('root')
