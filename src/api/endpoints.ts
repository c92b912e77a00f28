import { apiPath } from './api-path'
import { credentialHeader } from './credential'
import type { ApiVersion } from './schemas'
import { toSearchTerm } from './search-term'

export type ApiSettings = {
  readonly apiBaseUrl: string
  readonly apiKey: string | null
  readonly apiKeyHeader: string
  readonly timeoutMs?: number
}

/**
 * The requests of api-reference.md: where each goes and what it carries. Apart from the client
 * (pepes.ts, client.ts), so that the page's first request can be sent before the client arrives
 * (src/first-screen/first-request.ts), and is then the very same request.
 */
export function endpoint({ apiBaseUrl }: ApiSettings, version: ApiVersion, id?: string, search = '', limit?: number): URL {
  const path = apiBaseUrl + apiPath(version, id)
  // A same-origin base is the page's; the server (netlify/preview) gives an absolute one.
  const url = new URL(path, apiBaseUrl.startsWith('/') ? globalThis.location.href : undefined)
  if (limit !== undefined) url.searchParams.set('limit', String(limit))
  // The one rule for a term (search-term.ts), which the /api forwarder checks too.
  const term = toSearchTerm(search)
  if (term !== null) url.searchParams.set('search', term)
  return url
}

/** The credential goes with v2 requests only (SPEC section 3). */
export const headersFor = ({ apiKey, apiKeyHeader }: ApiSettings, version: ApiVersion): Record<string, string> =>
  version === 'v2' && apiKey !== null ? credentialHeader(apiKey, apiKeyHeader) : {}

/** Every request the app sends: a GET for JSON. */
export const send = (url: URL, headers: Record<string, string>, signal: AbortSignal) =>
  fetch(url, { headers: { ...headers, Accept: 'application/json' }, signal })
