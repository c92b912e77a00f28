import { parseUrl } from '../../src/parse-url.ts'
import { NOTHING_POLICY, siteHeaders } from '../site-headers.ts'
import { START_SCRIPT } from './html.ts'
import { inlineFiles, type Inlined } from './inline.ts'
import { PAGE_MANIFEST_FILE, readPageManifest, type PageManifest } from './page-manifest.ts'

/**
 * The built `index.html`, fetched from the site itself: whatever folder is published (`dist` on
 * Netlify, any `--dir` under `netlify dev`), the function gets that deploy's page. Kept per
 * deploy; a failure is not kept, so the next request tries again.
 */

export type AppHtml = {
  readonly html: string
  /** The files a drawn page carries in itself (inline.ts): what its first paint waits for, and its start script. */
  readonly inline: readonly Inlined[]
  /** The page's security headers (its `_headers`): Netlify does not add them to a function's answer. */
  readonly headers: Readonly<Record<string, string>>
  /** What its build says of itself (page-manifest.ts); null where it says nothing the function can read. */
  readonly manifest: PageManifest | null
}

/** The headers of SPEC section 8 (netlify/site-headers.ts), as the site serves them with the page. */
const PAGE_HEADERS = Object.keys(siteHeaders(NOTHING_POLICY))
/** A password-protected deploy asks the function for the visitor's credentials too (same origin). */
const PASSED_ON = ['Authorization', 'Cookie']
const MAX_HTML_BYTES = 256 * 1024
/**
 * Sent with the function's own request for the page. Should a site's settings ever send
 * /index.html round to the function (a redirect to `/`), the function answers that request at
 * once rather than asking for the page again, and again.
 */
export const INNER_REQUEST = 'X-Pepe-Page-Inner'

type Options = { readonly fetch?: typeof fetch; readonly timeoutMs?: number; readonly log?: Pick<Console, 'error'> }

/** The site, as Netlify's context names it (`netlify dev`: its own address, from `URL`). */
export type Site = { readonly url?: string | undefined; readonly name?: string | undefined }

/**
 * Where the app's HTML is read from: the request's origin when it is the site's (its own address,
 * or one of its deploys' on netlify.app: `<deploy or branch>--<name>.netlify.app`), else the
 * site's own. A forged Host never chooses the page the function reads, nor where the visitor's
 * credentials go. With no site known (a test), the request's.
 */
export function pageOrigin(requestUrl: string, site: Site): string {
  const asked = new URL(requestUrl)
  // An address that is no URL (a site setting gone wrong) names no site: the request's, as before.
  const own = site.url ? parseUrl(site.url) : null
  if (own === null || asked.origin === own.origin) return asked.origin
  const name = site.name ?? (own.hostname.endsWith('.netlify.app') ? own.hostname.slice(0, -'.netlify.app'.length) : undefined)
  const deploy = name !== undefined && asked.protocol === 'https:' && (asked.hostname === `${name}.netlify.app` || asked.hostname.endsWith(`--${name}.netlify.app`))
  return deploy ? asked.origin : own.origin
}

/** The build's manifest beside its page, fetched as the page was; null if it cannot be had or read. */
async function manifestAt(page: URL, { fetch, headers, timeoutMs }: { fetch: typeof globalThis.fetch; headers: Headers; timeoutMs: number }) {
  try {
    const target = new URL(`/${PAGE_MANIFEST_FILE}`, page)
    const answer = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs) })
    const json = answer.ok && new URL(answer.url || target).origin === page.origin ? (JSON.parse(await answer.text()) as unknown) : null
    return readPageManifest(json)
  } catch {
    return null
  }
}

async function load(request: Request, origin: string, { fetch = globalThis.fetch, timeoutMs = 3000, log = console }: Options): Promise<AppHtml | null> {
  const target = new URL('/index.html', origin)
  const headers = new Headers({ Accept: 'text/html', [INNER_REQUEST]: '1' })
  for (const name of PASSED_ON) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  try {
    const answer = await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs) })
    const html = answer.ok && /^text\/html/i.test(answer.headers.get('Content-Type') ?? '') ? await answer.text() : null
    // Followed to another origin (a login page, say): not the app.
    if (html === null || html.length > MAX_HTML_BYTES || new URL(answer.url || target).origin !== target.origin) {
      log.error(`The link preview could not read ${target.pathname}: ${answer.status} ${answer.headers.get('Content-Type') ?? ''}`)
      return null
    }
    const kept = PAGE_HEADERS.flatMap((name) => {
      const value = answer.headers.get(name)
      return value === null ? [] : [[name, value] as const]
    })
    const assets = new Headers(headers)
    assets.delete('Accept')
    const [inline, manifest] = await Promise.all([
      inlineFiles(html, target, { fetch, headers: assets, timeoutMs }, [START_SCRIPT]),
      manifestAt(target, { fetch, headers: assets, timeoutMs }),
    ])
    return { html, inline, headers: Object.fromEntries(kept), manifest }
  } catch (error) {
    log.error(`The link preview could not read ${target.pathname}:`, error instanceof Error ? error.message : error)
    return null
  }
}

/** `(request, deploy, site) => the app's HTML or null`, fetched once per deploy while it succeeds. */
export function appHtmlSource(options: Options = {}) {
  let kept: { deploy: string; html: Promise<AppHtml | null> } | null = null
  return function appHtml(request: Request, deploy: string, site: Site): Promise<AppHtml | null> {
    if (kept?.deploy === deploy) return kept.html
    const html = load(request, pageOrigin(request.url, site), options)
    const entry = { deploy, html }
    kept = entry
    void html.then((loaded) => {
      if (loaded === null && kept === entry) kept = null
    })
    return html
  }
}
