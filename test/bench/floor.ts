import type { IncomingHttpHeaders } from 'node:http'

/**
 * The bench's floor: a record's page as the page function draws it, with every script and every
 * link that fetches one removed (the inline theme and start scripts, the data blocks, any
 * modulepreload). The same HTML, stylesheet and image, preloaded alike, so its LCP is what the
 * image alone costs on this machine and network: the least the app's page could get.
 */

/** Where the front serves the floor of a record's page `path`. */
export const floorPath = (path: string) => `/bench-floor${new URL(path, 'http://x').pathname}`

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi
const SCRIPT_LINK = /<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>\s*|<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi
/** What the front must not pass on as they came: the body is rebuilt, and nothing here is kept by a CDN. */
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'cache-control', 'netlify-cdn-cache-control', 'netlify-vary', 'etag', 'age'])

/** The drawn page at `origin + path`, its scripts removed, as the gzip front answers it (its headers, the policy with them). */
export async function floorPage(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'identity' } })
  const html = await response.text()
  if (!response.ok || !html.includes('fetchpriority="high"')) throw new Error(`${path} is no drawn record page (${response.status}): no floor to measure`)
  const body = html.replace(SCRIPT, '').replace(SCRIPT_LINK, '')
  const headers: IncomingHttpHeaders = Object.fromEntries([...response.headers].filter(([name]) => !DROPPED.has(name)))
  return { status: 200, headers: { ...headers, 'cache-control': 'no-store' }, body: Buffer.from(body) }
}
