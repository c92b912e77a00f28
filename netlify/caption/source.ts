import { endpoint } from '../../src/api/endpoints.ts'
import { SAME_SITE_API } from '../../src/api/api-path.ts'
import { parseAskedRecord, type ApiVersion, type Pepe } from '../../src/api/schemas.ts'
import { isTrustedImage } from '../../src/images/trusted-images.ts'
import { readCapped, TooLarge } from '../forwarder/upstream.ts'

/**
 * The picture a caption is drawn on: the record looked up by its id through the /api forwarder
 * (its checks, key, schema and size limits), then its image, from a host the app trusts for
 * images (SPEC sections 11 and 13.2) and from no other, whatever the record or a redirect says.
 */

/** A photo of a few thousand pixels is a few MB; the image CDN takes sources up to 20 MB. */
export const MAX_SOURCE_BYTES = 12 * 1024 * 1024
const MAX_REDIRECTS = 3

export type Found =
  | { readonly kind: 'found'; readonly pepe: Pepe; readonly bytes: Uint8Array }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed'; readonly why: string }

/** The catalogue's image hosts, and the configured upstream's own origin (the page's rule, src/images/trusted-images.ts). */
export const isTrustedSource = (url: URL, upstream: URL): boolean => isTrustedImage(url, [upstream.origin])

/** The record by id as the forwarder answers it, if it is the one asked for and one the app would show. */
async function recordOf(version: ApiVersion, id: string, answer: Response): Promise<Pepe | 'not-found' | null> {
  if (answer.status === 404) return 'not-found'
  if (answer.status !== 200) return null
  try {
    return parseAskedRecord(version, id, await answer.json())
  } catch {
    return null
  }
}

type SourceOptions = {
  readonly forward: (request: Request) => Promise<Response>
  readonly fetch: typeof fetch
  readonly upstream: URL
  readonly signal: AbortSignal
}

/** The image's bytes, following a redirect only to another trusted address. */
async function imageBytes(url: URL, { fetch, upstream, signal }: SourceOptions): Promise<Uint8Array | string> {
  let target = url
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!isTrustedSource(target, upstream)) return `the image is on ${target.origin}, not a host the app trusts`
    // No key and no visitor's header: an image host gets a bare request.
    const answer = await fetch(target, { headers: { Accept: 'image/*' }, redirect: 'manual', signal })
    const location = answer.headers.get('Location')
    if (answer.status >= 300 && answer.status < 400 && location !== null) {
      await answer.body?.cancel()
      target = new URL(location, target)
      continue
    }
    if (!answer.ok) {
      await answer.body?.cancel()
      return `the image host answered ${answer.status}`
    }
    try {
      return await readCapped(answer, MAX_SOURCE_BYTES)
    } catch (error) {
      if (error instanceof TooLarge) return `the image is over ${MAX_SOURCE_BYTES} bytes`
      throw error
    }
  }
  return `the image redirected more than ${MAX_REDIRECTS} times`
}

/** The record `id` of `version` and its image's bytes; not found; or why not (the upstream failed). */
export async function findSource(version: ApiVersion, id: string, site: URL, options: SourceOptions): Promise<Found> {
  // The forwarder in this process, asked as the app asks it (src/api/endpoints.ts).
  const api = { apiBaseUrl: new URL(SAME_SITE_API, site).href, apiKey: null, apiKeyHeader: '' }
  try {
    const record = await recordOf(version, id, await options.forward(new Request(endpoint(api, version, id), { signal: options.signal })))
    if (record === 'not-found') return { kind: 'not-found' }
    if (record === null) return { kind: 'failed', why: 'the API gave no record the app would show' }
    const bytes = await imageBytes(new URL(record.url), options)
    return typeof bytes === 'string' ? { kind: 'failed', why: bytes } : { kind: 'found', pepe: record, bytes }
  } catch (error) {
    return { kind: 'failed', why: options.signal.aborted ? 'no answer in time' : error instanceof Error ? error.message : String(error) }
  }
}
