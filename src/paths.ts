import type { ApiVersion } from './api/schemas'

/** Where a record's pages are: `/pepe/<id>`. */
export const PEPE_PREFIX = '/pepe/'

/** The random view's path, apart too: the first request's script (early-request.js) needs no other route. */
export const RANDOM_PATH = '/'

/** Every route of the app, as React Router patterns; the server reads its pages' with paramsIn(). */
export const routes = { random: RANDOM_PATH, pepe: '/pepe/:id', caption: '/pepe/:id/caption', favourites: '/favourites', recent: '/recent' } as const

/** A collection sent as a link (SPEC 13.2): `/shared/<payload>`, read by src/collect/shared-link.ts. */
export const SHARED_PREFIX = '/shared/'

/** `v1` → `1`: how a version is written in a URL. */
export const versionParam = (version: ApiVersion) => version.slice(1)

/**
 * A record's id as one path segment. A lone surrogate (no real id has one) is replaced rather than
 * left to make `encodeURIComponent` throw while a page renders.
 */
export const idSegment = (id: string) => encodeURIComponent(id.replace(/\p{Cs}/gu, '\uFFFD'))

/** The page of one record. */
export function pepePath(version: ApiVersion, id: string): string {
  return `${PEPE_PREFIX}${idSegment(id)}?v=${versionParam(version)}`
}

/** The caption page of one record (SPEC section 13.1): its record's path with `/caption` after the id. */
export const captionPath = (version: ApiVersion, id: string) => pepePath(version, id).replace('?', '/caption?')

/** The random view asking `query` (`v`, `q`, `limit`, and any other parameter kept as it is). */
export const randomPath = (query: URLSearchParams | string) => `${routes.random}?${query}`

/**
 * The id in a record's path exactly as it was sent. React Router decodes `%2F` twice, which would
 * turn the v1 id `a%2Fb` into `a/b`, so the raw segment is decoded here, once.
 */
export function pepeIdOf(pathname: string): string {
  const segment = pathname.startsWith(PEPE_PREFIX) ? pathname.slice(PEPE_PREFIX.length) : pathname
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The `:params` of `pattern` (a route above) in `pathname`, each one whole segment as it was sent
 * (still encoded); null if the path is not one of that route. Exact: no segment more or less, no
 * trailing slash.
 */
export function paramsIn(pattern: string, pathname: string): Record<string, string> | null {
  const segments = pathname.split('/')
  const parts = pattern.split('/')
  const params: Record<string, string> = {}
  if (segments.length !== parts.length) return null
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? ''
    if (!part.startsWith(':')) {
      if (part !== segment) return null
    } else if (segment === '') return null
    else params[part.slice(1)] = segment
  }
  return params
}

/**
 * The id in a record's path (`/pepe/:id`, one segment), as pepeIdOf() reads it; null for any other
 * path. What paramsIn(routes.pepe, …) reads, in fewer bytes for the first load (paths.test.ts).
 */
export function recordIdIn(pathname: string): string | null {
  const segment = pathname.startsWith(PEPE_PREFIX) ? pathname.slice(PEPE_PREFIX.length) : ''
  return /^[^/]+$/.test(segment) ? pepeIdOf(pathname) : null
}
