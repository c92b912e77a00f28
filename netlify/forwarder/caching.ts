import { parseAskedRecord } from '../../src/api/schemas.ts'
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

/**
 * Whether a body is the record asked for, as the app would show it (src/api/schemas.ts): another
 * record stored under this path would be served for a year.
 */
function isRecord(version: Version, id: string, body: Uint8Array): boolean {
  try {
    parseAskedRecord(version, id, JSON.parse(new TextDecoder().decode(body)))
    return true
  } catch {
    return false
  }
}

/**
 * The cache headers of an answer. Only a 200 to a by-id GET whose body is a valid record, of the
 * id asked for, is kept for a year (any other record is passed on uncached; the app refuses it): a glitch of the upstream (an empty object, an error page sent as 200) would
 * otherwise be served for that long; so would a body that held the server's key, even redacted.
 * Random picks and everything else: never stored.
 */
export function cacheHeaders(status: number, operation: { version: Version; id?: string }, body: Uint8Array | null, keyHeld = false) {
  const record = !keyHeld && status === 200 && operation.id !== undefined && body !== null && isRecord(operation.version, operation.id, body)
  return record ? RECORD_CACHE : NO_STORE
}
