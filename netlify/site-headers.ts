import { parseUrl } from '../src/parse-url.ts'

/**
 * The headers of SPEC section 8, written once. The build writes them into the site's `_headers`
 * file for every path Netlify serves itself (netlify/vite-plugins/site-headers-file.ts); each
 * function sets them on every answer, errors included (Netlify adds none to a function's answer).
 */

/** The page's Content-Security-Policy: nothing inline, no eval; the API's origin when it is another. */
export function pagePolicy(apiOrigin: string | null = null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    `connect-src 'self'${apiOrigin === null ? '' : ` ${apiOrigin}`}`,
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The policy of what is never a page to render (the forwarder's data, an error with no page). */
export const NOTHING_POLICY = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'"

/** The headers every answer of the site carries, with `policy` as its Content-Security-Policy. */
export const siteHeaders = (policy: string) => ({
  'Content-Security-Policy': policy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
})

/** The origin a build's API is on when `VITE_PEPE_API_BASE_URL` is absolute; null when same-origin or demo. */
export function apiOrigin(base: string | undefined): string | null {
  if (base === undefined || !/^https?:\/\//i.test(base)) return null
  return parseUrl(base)?.origin ?? null
}
