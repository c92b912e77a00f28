import { parseV1Record, parseV2Record } from '../../src/api/schemas.ts'
import type { Version } from './routes.ts'

/** Records never change: the CDN keeps them (until the next deploy); browsers ask again soon. */
const RECORD_CACHE = {
  'Cache-Control': 'public, max-age=300',
  'Netlify-CDN-Cache-Control': 'public, durable, max-age=31536000',
}
export const NO_STORE = { 'Cache-Control': 'no-store' }

/** The app's page where no upstream was asked (netlify/preview): as Netlify serves index.html. */
export const APP_PAGE_CACHE = { 'Cache-Control': 'public, max-age=0, must-revalidate' }

/**
 * A record's preview page: the CDN keeps it like the record (one copy whatever the query holds
 * beside `v`); the browser checks it on every load, like index.html, since it names the deploy's
 * hashed files.
 */
export const PAGE_CACHE = {
  ...APP_PAGE_CACHE,
  'Netlify-CDN-Cache-Control': RECORD_CACHE['Netlify-CDN-Cache-Control'],
  'Netlify-Vary': 'query=v',
}

/** Whether a body is a record the app would show, by the app's own schema (src/api/schemas.ts). */
function isRecord(version: Version, body: Uint8Array): boolean {
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(body))
    if (version === 'v1') parseV1Record(json)
    else parseV2Record(json)
    return true
  } catch {
    return false
  }
}

/**
 * The cache headers of an answer. Only a 200 to a by-id GET whose body is a valid record is kept,
 * for a year: a glitch of the upstream (an empty object, an error page sent as 200) would
 * otherwise be served for that long. Random picks and everything else: never stored.
 */
export function cacheHeaders(status: number, operation: { version: Version; id?: string }, body: Uint8Array | null) {
  const record = status === 200 && operation.id !== undefined && body !== null && isRecord(operation.version, body)
  return record ? RECORD_CACHE : NO_STORE
}
