import { paramsIn } from '../../src/paths.ts'
import { CAPTION_IMAGE_ROUTE, captionImagePath, captionProblem, captionVersion, isCanonicalCaption, readCaption } from '../../src/caption/caption-text.ts'
import { createForwarder } from '../forwarder.ts'
import { problem } from '../forwarder/answer.ts'
import { admit } from '../forwarder/guard.ts'
import { NO_STORE } from '../forwarder/caching.ts'
import { readOperation } from '../forwarder/routes.ts'
import type { ForwarderSettings } from '../forwarder/settings.ts'
import { NOTHING_POLICY, siteHeaders } from '../site-headers.ts'
import { renderCaptionPng, Undrawable } from './render-png.ts'
import { findSource } from './source.ts'

/**
 * `GET /pepe/:id/caption.png?v=N&top=…&bottom=…&caps=0` (SPEC section 13.1): the record's picture
 * with the caption drawn, for link previews. Only a catalogue record by id, never an address from
 * the query (no open proxy); its address holds every input, so the CDN keeps a canonical one for a
 * year. Any other order of the same caption is redirected to the canonical address.
 */

// public/_redirects rewrites the caption's PNG (CAPTION_IMAGE_ROUTE) to the function's own address + `/<id>`.
const FUNCTION = '/.netlify/functions/caption-image/:id'
/** The record and its image within this, or 502: well inside a function's 10 s. */
const SOURCE_TIMEOUT_MS = 6000
const UPSTREAM_TIMEOUT_MS = 4000

/** A canonical address's picture never changes: the CDN keeps it a year, a browser a day. */
export const CAPTION_IMAGE_CACHE = {
  'Cache-Control': 'public, max-age=86400',
  'Netlify-CDN-Cache-Control': 'public, durable, max-age=31536000',
}
const IMAGE_HEADERS = siteHeaders(NOTHING_POLICY)

type CaptionImageOptions = {
  readonly fetch?: typeof fetch
  readonly timeoutMs?: number
  readonly log?: Pick<Console, 'error'>
}

/** A `Request -> Response` handler: the Netlify Function, the tests and the bench run it. */
export function createCaptionImage(settings: ForwarderSettings, options: CaptionImageOptions = {}) {
  const { fetch = globalThis.fetch, timeoutMs = SOURCE_TIMEOUT_MS, log = console } = options
  const forward = createForwarder(settings, { fetch, timeoutMs: Math.min(UPSTREAM_TIMEOUT_MS, timeoutMs), log })

  return async function captionImage(request: Request): Promise<Response> {
    const admitted = admit(request, settings, 'The image function')
    if (admitted instanceof Response) return admitted
    const url = new URL(request.url)
    const encodedId = (paramsIn(CAPTION_IMAGE_ROUTE, url.pathname) ?? paramsIn(FUNCTION, url.pathname))?.id
    if (encodedId === undefined) return problem(404, 'No such image: a caption is drawn at /pepe/<id>/caption.png.')
    const params = url.searchParams
    const refused = captionProblem(params)
    if (refused !== null) return problem(400, refused)
    const version = captionVersion(params)
    const operation = readOperation({ version, encodedId }, new URLSearchParams())
    if ('error' in operation || operation.id === undefined) {
      // As the record's page: a v2 id that is not a whole number is no record.
      return 'error' in operation ? problem(version === 'v2' ? 404 : operation.status, operation.error) : problem(404, 'No record.')
    }
    const caption = readCaption(params)
    if (encodedId !== encodeURIComponent(operation.id) || !isCanonicalCaption(version, params)) {
      return new Response(null, { status: 301, headers: { Location: captionImagePath(version, operation.id, caption), ...NO_STORE, ...IMAGE_HEADERS } })
    }

    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)])
    const found = await findSource(version, operation.id, url, { forward, fetch, upstream: admitted.upstream, signal })
    if (found.kind === 'not-found') return problem(404, `There is no ${version} pepe ${operation.id}.`)
    if (found.kind === 'failed') {
      log.error(`The caption of ${version} pepe ${operation.id} has no picture: ${found.why}.`)
      return problem(502, 'The pepe’s picture could not be fetched.')
    }
    try {
      const { png } = await renderCaptionPng(found.bytes, caption)
      const headers = { 'Content-Type': 'image/png', 'Content-Length': String(png.length), ...CAPTION_IMAGE_CACHE, ...IMAGE_HEADERS }
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(png), { status: 200, headers })
    } catch (error) {
      if (!(error instanceof Undrawable)) throw error
      log.error(`The picture of ${version} pepe ${operation.id} could not be drawn: ${error.message}.`)
      return problem(502, 'The pepe’s picture could not be drawn.')
    }
  }
}
