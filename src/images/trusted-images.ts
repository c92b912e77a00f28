// With extensions: the server's functions (netlify/caption, netlify/preview) import this module too.
import { CATALOGUE_IMAGES } from './sources.ts'
import { parseUrl } from '../parse-url.ts'

/**
 * "An image on a host the app trusts" (SPEC sections 11 and 13.2), one rule for the page and the
 * server: the catalogue's image hosts (the ones Netlify Image CDN allows), or one of the app's own
 * origins (the API's, the site's), which each side names.
 */
export function isTrustedImage(url: URL, ownOrigins: readonly string[]): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  return CATALOGUE_IMAGES.some((pattern) => pattern.test(url.href)) || ownOrigins.includes(url.origin)
}

/**
 * The page's own origin for images: the configured API's. A same-site base (`/api`), and demo
 * mode's `/demo-api` beside the app's own files, is the site's origin.
 */
export function ownImageOrigins(apiBaseUrl: string, site: string): readonly string[] {
  const api = parseUrl(apiBaseUrl, site)
  return api === null || api.origin === 'null' ? [] : [api.origin]
}
