import type { ApiVersion } from './schemas.ts'

/**
 * The API's paths (api-reference.md), for every side that names one: the app's requests
 * (endpoints.ts), the `/api` forwarder (the paths it serves and those it asks upstream) and the
 * service worker's rule for records (vite.config.ts). No imports but a type: Vite's config loader
 * reads this file too.
 */

/**
 * The base of a build that calls its own site (`VITE_PEPE_API_BASE_URL` in netlify.toml), where
 * the forwarder (netlify/functions/api.ts) answers.
 */
export const SAME_SITE_API = '/api'

/** A path below the base: `/v1/pepe`, or a record's, `/v2/pepe/<id>`, the id sent as one segment. */
export const apiPath = (version: ApiVersion, id?: string) => `/${version}/pepe${id === undefined ? '' : `/${encodeURIComponent(id)}`}`

/** The same paths read back: the version, and a record's id as it was sent (still encoded). */
export const API_PATH = /^\/(v[12])\/pepe(?:\/([^/]+))?$/

/** The operation a path below the base names, or null for any other path. */
export function readApiPath(path: string): { readonly version: ApiVersion; readonly encodedId?: string } | null {
  const [, version, encodedId] = API_PATH.exec(path) ?? []
  if (version !== 'v1' && version !== 'v2') return null
  return encodedId === undefined ? { version } : { version, encodedId }
}
