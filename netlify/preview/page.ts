import { SAME_SITE_API } from '../../src/api/api-path.ts'
import { endpoint } from '../../src/api/endpoints.ts'
import { parseV2Random, type Pepe } from '../../src/api/schemas.ts'
import { paramsIn, PEPE_PREFIX, pepePath, randomPath, routes } from '../../src/paths.ts'
import { parseUrl } from '../../src/parse-url.ts'
import { readBrowseParams } from '../../src/url-state/browse-params.ts'
import { createForwarder } from '../forwarder.ts'
import { APP_PAGE_CACHE, NO_STORE, PAGE_CACHE } from '../forwarder/caching.ts'
import { NOTHING_POLICY, pagePolicy, siteHeaders } from '../site-headers.ts'
import { readOperation } from '../forwarder/routes.ts'
import type { ForwarderSettings } from '../forwarder/settings.ts'
import { appHtmlSource, INNER_REQUEST, type Site } from './app-html.ts'
import { drawnPage, recordPreview, type DrawnPage } from './html.ts'
import { inlineUnder } from './inline.ts'
import { captionPreview } from './caption-preview.ts'
import { recordOf } from './asked-record.ts'

/**
 * `GET /pepe/:id?v=N` on Netlify (SPEC section 11): the app's HTML with the record's link preview
 * and the record itself, so a cold deep link needs no API call. `GET /` (v2, the default): the
 * random view with its pick drawn, so its image paints with the page rather than after the app's
 * code and an API call (issue 19). The answer is asked through the `/api` forwarder in this
 * process (same checks, key, redaction, size cap), with a short time limit: when the upstream is
 * slow or failing, the plain page comes at once and the app asks as before.
 */

const UPSTREAM_TIMEOUT_MS = 1500
// public/_redirects rewrites `/` to the function's own address, and `/pepe/<rest>` to it + `/<rest>`.
const FUNCTION = '/.netlify/functions/pepe-page'
const METHODS = new Set(['GET', 'HEAD'])

/** Without the app's page there is nothing to show: a page that says so and offers to try again. */
const UNAVAILABLE = `<!doctype html>
<html lang="en">
<meta charset="utf-8" />
<title>Pepe Catalogue</title>
<p>The page could not be loaded just now. <a href="">Try again</a></p>
</html>
`

type PageOptions = {
  readonly fetch?: typeof fetch
  readonly timeoutMs?: number
  readonly log?: Pick<Console, 'error'>
}

// The forwarder answers with only what the app reads of a record (netlify/forwarder/clean-body.ts):
// a page's data block carries that answer as it is.

/** The app's path a request is for: as the visitor asked it, or as rewritten to the function. */
function appPath(pathname: string): string {
  if (pathname !== FUNCTION && !pathname.startsWith(`${FUNCTION}/`)) return pathname
  const rest = pathname.slice(FUNCTION.length + 1)
  return rest === '' ? routes.random : `${PEPE_PREFIX}${rest}`
}

/**
 * The pick in a v2 random answer, if the app would show it as drawn: one record that matched the
 * question (an unfiltered pick, or none, says more than one line, and is left to the app).
 */
async function pickOf(answer: Response): Promise<{ pepe: Pepe; answer: unknown } | null> {
  if (answer.status !== 200) return null
  try {
    const json: unknown = await answer.json()
    const { pepes, matched } = parseV2Random(json)
    const [pepe] = pepes
    return matched && pepe !== undefined ? { pepe, answer: json } : null
  } catch {
    return null
  }
}

/** The site's address as Netlify names it (`URL`), else (a test, a site setting gone wrong) the request's. */
const siteOrigin = (url: URL, site: Site) => (site.url ? parseUrl(site.url)?.origin : undefined) ?? url.origin

/** A `Request -> Response` handler: the Netlify Function and the tests run it. */
export function createPreviewPage(settings: ForwarderSettings, options: PageOptions = {}) {
  const { fetch = globalThis.fetch, timeoutMs = UPSTREAM_TIMEOUT_MS, log = console } = options
  const forward = createForwarder(settings, { fetch, timeoutMs, log })
  const appHtml = appHtmlSource({ fetch, log })

  return async function previewPage(request: Request, deploy = '', site: Site = {}): Promise<Response> {
    const head = request.method === 'HEAD'
    // A HEAD's empty answer is never kept: the CDN could serve it to the GETs that follow.
    const answer = (status: number, body: string, headers: Record<string, string>) => {
      const kept = head ? { ...Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('Netlify-'))), ...NO_STORE } : headers
      return new Response(head ? null : body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...kept } })
    }

    // No page of the app: SPEC section 8's headers, with a policy that allows nothing.
    const bare = { ...siteHeaders(NOTHING_POLICY), ...NO_STORE }
    if (!METHODS.has(request.method)) return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', ...bare } })
    if (request.headers.has(INNER_REQUEST)) return new Response(null, { status: 508, headers: bare })
    const url = new URL(request.url)
    // The app reads the first `v` (url-state/browse-params.ts); the CDN keys a page by `v`: one
    // address per page, the first `v` and the rest of the query as they were.
    const versions = url.searchParams.getAll('v')
    if (versions.length > 1) {
      const query = [...url.searchParams].filter(([name], at, all) => name !== 'v' || all.findIndex(([other]) => other === 'v') === at)
      return new Response(null, { status: 301, headers: { ...bare, Location: `?${new URLSearchParams(query)}` } })
    }
    const fetched = await appHtml(request, deploy, site)
    if (fetched === null) return answer(503, UNAVAILABLE, { ...bare, 'Retry-After': '5' })
    // The page's headers as the site serves it (its `_headers`: the policy names the build's API),
    // any it lacks from the same source (netlify/site-headers.ts).
    const app = { ...fetched, headers: { ...siteHeaders(pagePolicy()), ...fetched.headers } }
    // The page as the site serves it, when the upstream was not asked; else never kept (an error,
    // or what an upstream in trouble left us with).
    // A drawn page carries what its first paint waits for, allowed by the policy (inline.ts).
    const csp = inlineUnder(app.headers['Content-Security-Policy'], app.inline)
    const drawnHeaders = csp.csp === undefined ? app.headers : { ...app.headers, 'Content-Security-Policy': csp.csp }
    const asIs = () => answer(200, app.html, { ...app.headers, ...APP_PAGE_CACHE })
    const plain = (status: number) => answer(status, app.html, { ...app.headers, ...NO_STORE })
    // A demo build's records are in the browser's demo API, not upstream: its page as it is.
    const build = app.manifest
    if (!build?.drawn) return asIs()
    /** The page with its first screen rendered by React at `location`; null if it cannot be. */
    const draw = async (location: string, page: Omit<DrawnPage, 'root'>) => {
      try {
        // The server's entry (Vite's SSR build, src/first-screen/render.tsx), imported by the first
        // page that draws: an error in it costs the drawing, never the page.
        const { renderFirstScreen, imageCdn } = await import('#first-screen')
        // Built with another image CDN than the site's pages (another build's): its images would
        // not be the ones the page then hydrates.
        if (imageCdn !== build.imageCdn) throw new Error('the server entry was built for another image CDN than the page')
        return drawnPage(app.html, build, { ...page, root: await renderFirstScreen(location, page.data) }, csp.files)
      } catch (error) {
        log.error('The first screen could not be rendered:', error instanceof Error ? error.message : error)
        return null
      }
    }

    // The forwarder in this process, asked as the app asks it (src/api/endpoints.ts).
    const api = { apiBaseUrl: new URL(SAME_SITE_API, url.origin).href, apiKey: null, apiKeyHeader: '' }
    const path = appPath(url.pathname)
    if (paramsIn(routes.random, path)) {
      // A v2 question whose address the app reads as it is (no value it would correct) gets its
      // pick drawn, never kept by any cache (a random pick is each visitor's own, SPEC section
      // 11). A v1 grid, or no pick to draw: the page as the site serves it, whose early request
      // (src/first-screen/early-request.ts) then asks.
      const { browse, corrections } = readBrowseParams(url.searchParams)
      if (browse.version !== 'v2' || corrections.length > 0) return asIs()
      const found = await pickOf(await forward(new Request(endpoint(api, 'v2', undefined, browse.search), { signal: request.signal })))
      const drawn = found && (await draw(randomPath(url.searchParams), { pepe: found.pepe, data: { pick: found.answer } }))
      return drawn ? answer(200, drawn, { ...drawnHeaders, ...NO_STORE }) : plain(200)
    }
    // A caption page (SPEC section 13.1): its link preview is the caption's picture.
    const captioned = paramsIn(routes.caption, path)?.id
    if (captioned !== undefined) return captionPreview(request, captioned, { app, build, draw, drawnHeaders, forward, fetch, settings, site })
    const { version } = readBrowseParams(url.searchParams).browse
    const encodedId = paramsIn(routes.pepe, path)?.id
    // Not a record's path (`/pepe/`, `/pepe/a/b`): the app says "not found" itself, as before.
    if (encodedId === undefined) return asIs()
    const operation = readOperation({ version, encodedId }, new URLSearchParams())
    // A v1 id the forwarder refuses: the app asks /api and shows its answer, as before.
    if ('error' in operation || operation.id === undefined) return version === 'v2' ? plain(404) : asIs()

    // As the app asks it (src/api/endpoints.ts): a v2 id as a whole number, leading zeros dropped.
    const asked = await forward(new Request(endpoint(api, version, operation.id), { signal: request.signal }))
    if (asked.status === 404) return plain(404)
    // Kept by the CDN only where the forwarder lets it keep the record (not one that held the key).
    const kept = asked.headers.has('Netlify-CDN-Cache-Control')
    const found = await recordOf(version, operation.id, asked)
    if (found === null) return plain(200)
    // The CDN keeps one page per record and `v` (PAGE_CACHE), for every visitor: drawn at the
    // record's own address, with no search and the default limit, never one visitor's `q` shown
    // to the next. The app puts the address's own in at takeover (only the fields' values change).
    const preview = await draw(pepePath(version, decodeURIComponent(encodedId)), {
      pepe: found.pepe,
      // The site's own address: the request's Host is the visitor's to choose, the page every visitor's.
      preview: recordPreview(found.pepe, new URL(pepePath(version, operation.id), siteOrigin(url, site)).href),
      chunks: build.detailChunks,
      data: { record: { version, id: decodeURIComponent(encodedId), record: found.record } },
    })
    return preview === null ? plain(200) : answer(200, preview, { ...drawnHeaders, ...(kept ? PAGE_CACHE : NO_STORE) })
  }
}
