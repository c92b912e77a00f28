import { apiPath, SAME_SITE_API } from '../src/api/api-path.ts'
import { passOn, problem } from './forwarder/answer.ts'
import { admit } from './forwarder/guard.ts'
import { keyHolder, redactor } from './forwarder/redact.ts'
import { readOperation, readRoute, type Operation } from './forwarder/routes.ts'
import type { ForwarderSettings } from './forwarder/settings.ts'
import { TooLarge } from './forwarder/upstream.ts'

/**
 * The same-origin `/api/*` forwarder of SPEC section 8: the browser calls `/api/v2/pepe/1`, the
 * server calls the configured upstream with the key, and answers with what the upstream said.
 * It is never an open proxy: four paths, two checked query parameters, GET and HEAD, one host.
 */

const UPSTREAM_TIMEOUT_MS = 8000
const NO_SUCH_PATH = `No such API path: the forwarder serves ${SAME_SITE_API}${apiPath('v1')}, ${SAME_SITE_API}${apiPath('v2')} and a pepe by id under each.`

function upstreamUrl(upstream: URL, { version, id, query }: Operation): URL {
  const target = new URL(upstream)
  target.pathname = `${target.pathname.replace(/\/+$/, '')}${apiPath(version, id)}`
  target.search = `${query}`
  return target
}

type ForwarderOptions = {
  readonly fetch?: typeof fetch
  readonly timeoutMs?: number
  readonly log?: Pick<Console, 'error'>
}

/** A `Request -> Response` handler: the Netlify Function, the dev server and the tests run it. */
export function createForwarder(settings: ForwarderSettings, options: ForwarderOptions = {}) {
  const { fetch = globalThis.fetch, timeoutMs = UPSTREAM_TIMEOUT_MS, log = console } = options
  if (!settings.ok) log.error(`The /api forwarder is misconfigured: ${settings.problems.join(' ')}`)
  const key = settings.ok ? settings.key : null
  const guard = { redact: redactor(key), holds: keyHolder(key) }

  return async function forward(request: Request): Promise<Response> {
    const admitted = admit(request, settings, 'The API forwarder')
    if (admitted instanceof Response) return admitted
    const url = new URL(request.url)
    const route = readRoute(url.pathname)
    if (route === null) return problem(404, NO_SUCH_PATH)
    // Checked here, so the upstream is never called with what the app would not send.
    const operation = readOperation(route, url.searchParams)
    if ('error' in operation) return problem(operation.status, operation.error)

    const target = upstreamUrl(admitted.upstream, operation)
    // A fresh set of headers: the visitor's cookies and Authorization never leave this server.
    const headers = { Accept: 'application/json', ...(operation.version === 'v2' ? admitted.credential : {}) }
    const timeout = new AbortController()
    const timer = setTimeout(() => {
      timeout.abort()
    }, timeoutMs)
    const where = `${request.method} ${target.pathname}${target.search}`
    try {
      // `manual`: a redirect must not carry the key to another host.
      const signal = AbortSignal.any([request.signal, timeout.signal])
      const answer = await fetch(target, { method: request.method, headers, signal, redirect: 'manual' })
      if (answer.status >= 300 && answer.status < 400 && answer.status !== 304) {
        await answer.body?.cancel()
        log.error(`The API answered ${where} with a redirect (${answer.status}); not followed.`)
        return problem(502, 'The API answered with a redirect, which the forwarder does not follow.')
      }
      // Read within the time limit too: a body that never ends is no answer.
      return await passOn(request.method, answer, operation, guard)
    } catch (error) {
      if (timeout.signal.aborted) {
        log.error(`The API did not answer ${where} within ${timeoutMs} ms.`)
        return problem(504, `The API did not answer within ${timeoutMs / 1000} s.`)
      }
      if (request.signal.aborted) return problem(499, 'The request was cancelled.')
      if (error instanceof TooLarge) {
        log.error(`The API's answer to ${where} was too large (${error.message}); not passed on.`)
        return problem(502, 'upstream answer too large')
      }
      log.error(`The API could not be reached for ${where}:`, error instanceof Error ? error.message : error)
      return problem(502, 'The API could not be reached.')
    } finally {
      clearTimeout(timer)
    }
  }
}
