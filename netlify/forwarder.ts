import * as v from 'valibot'
import { credentialHeader, HEADER_NAME, HEADER_VALUE } from '../src/api/credential.ts'

/**
 * The same-origin `/api/*` forwarder of SPEC section 8: the browser calls `/api/v2/pepe/1`, the
 * server calls the configured upstream with the key, and answers with what the upstream said.
 * It is never an open proxy: four paths, two query parameters, GET and HEAD, one fixed host.
 */

export const DEFAULT_UPSTREAM = 'https://api.onlypepes.com'
export const UPSTREAM_TIMEOUT_MS = 8000

// `/api/...` as the browser asked, or the function's own URL that `/api/*` is rewritten to.
const ROUTE = /^(?:\/api|\/\.netlify\/functions\/api)\/(v[12])\/pepe(?:\/([^/]+))?$/
/** The query parameters each operation takes (api-reference.md); by id, none. */
const PARAMS = { v1: ['limit', 'search'], v2: ['search'] } as const
const METHODS = new Set(['GET', 'HEAD'])
/** Statuses whose answers have no body. */
const NO_BODY = new Set([204, 205, 304])
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i
const NO_SUCH_PATH = 'No such API path: the forwarder serves /api/v1/pepe, /api/v2/pepe and a pepe by id under each.'

/** Records never change: the CDN keeps them (until the next deploy); browsers ask again soon. */
const RECORD_CACHE = {
  'Cache-Control': 'public, max-age=300',
  'Netlify-CDN-Cache-Control': 'public, durable, max-age=31536000',
}
const NO_STORE = { 'Cache-Control': 'no-store' }
/** What the forwarder answers is data, never a page to render, sniff or frame. */
const DATA_ONLY = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

export type ForwarderSettings =
  | { readonly ok: true; readonly upstream: URL; readonly credential: Record<string, string> }
  | { readonly ok: false; readonly problems: readonly string[] }

const unsetIfEmpty = <T extends v.GenericSchema<string>>(schema: T) =>
  v.pipe(
    v.optional(v.string()),
    v.transform((value) => (value?.trim() === '' ? undefined : value?.trim())),
    v.optional(schema),
  )

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http to this machine only (the key must not cross a network in the clear). */
function isUpstream(value: string): boolean {
  try {
    const url = new URL(value)
    const plain = url.username === '' && url.password === '' && url.search === '' && url.hash === ''
    return (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) && plain
  } catch {
    return false
  }
}

const EnvSchema = v.object({
  PEPE_API_UPSTREAM: unsetIfEmpty(
    v.pipe(
      v.string(),
      // The value is not repeated: the answer is public, and a mistaken value may hold a secret.
      v.check(
        isUpstream,
        'PEPE_API_UPSTREAM must be an https:// address (http:// only to this machine) with no user, query or fragment.',
      ),
    ),
  ),
  PEPE_API_KEY: unsetIfEmpty(v.pipe(v.string(), v.regex(HEADER_VALUE, 'PEPE_API_KEY may hold only visible ASCII characters.'))),
  PEPE_API_KEY_HEADER: unsetIfEmpty(
    v.pipe(v.string(), v.regex(HEADER_NAME, 'PEPE_API_KEY_HEADER must be a valid HTTP header name.')),
  ),
})

/** Reads the server-side variables of SPEC section 8 once, and says what is wrong with them. */
export function readForwarderSettings(env: Record<string, string | undefined>): ForwarderSettings {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((issue) => issue.message) }
  const { PEPE_API_UPSTREAM: upstream, PEPE_API_KEY: key, PEPE_API_KEY_HEADER: header } = parsed.output
  return {
    ok: true,
    upstream: new URL(upstream ?? DEFAULT_UPSTREAM),
    credential: key === undefined ? {} : credentialHeader(key, header ?? 'Authorization'),
  }
}

const problem = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: message }, { status, headers: { ...NO_STORE, ...DATA_ONLY, ...headers } })

type Route = { readonly version: 'v1' | 'v2'; readonly id?: string }

/**
 * The operation a path asks for, or null. The id is decoded and checked: an encoded `../` or
 * control character could name another path to an upstream that decodes before it routes.
 */
function readRoute(pathname: string): Route | null {
  const [, version, encodedId] = ROUTE.exec(pathname) ?? []
  if (version !== 'v1' && version !== 'v2') return null
  if (encodedId === undefined) return { version }
  let id: string
  try {
    id = decodeURIComponent(encodedId)
  } catch {
    return null
  }
  const dotSegment = id.split(/[/\\]/).some((part) => part === '.' || part === '..')
  return dotSegment || /\p{Cc}/u.test(id) ? null : { version, id }
}

/** The query to send on: each allowed parameter at most once, re-encoded; or what is wrong. */
function readQuery({ version, id }: Route, params: URLSearchParams): URLSearchParams | string {
  const allowed: readonly string[] = id === undefined ? PARAMS[version] : []
  const query = new URLSearchParams()
  for (const [name, value] of params) {
    if (!allowed.includes(name)) {
      const takes = allowed.length === 0 ? 'no query parameters' : allowed.join(' and ')
      return `Unknown query parameter "${name}": this path takes ${takes}.`
    }
    if (query.has(name)) return `The query parameter "${name}" is given more than once.`
    query.set(name, value)
  }
  return query
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

  return async function forward(request: Request): Promise<Response> {
    if (!settings.ok) {
      return problem(500, `The API forwarder is misconfigured: ${settings.problems.join(' ')}`)
    }
    const url = new URL(request.url)
    const route = readRoute(url.pathname)
    if (route === null) return problem(404, NO_SUCH_PATH)
    if (!METHODS.has(request.method)) {
      return problem(405, `${request.method} is not allowed: the API is read-only.`, { Allow: 'GET, HEAD' })
    }
    const query = readQuery(route, url.searchParams)
    if (typeof query === 'string') return problem(404, query)

    const { version, id } = route
    const target = new URL(settings.upstream)
    const byId = id === undefined ? '' : `/${encodeURIComponent(id)}`
    target.pathname = `${target.pathname.replace(/\/+$/, '')}/${version}/pepe${byId}`
    target.search = `${query}`
    // A fresh set of headers: the visitor's cookies and Authorization never leave this server.
    const headers = { Accept: 'application/json', ...(version === 'v2' ? settings.credential : {}) }
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
      const body = request.method === 'HEAD' || NO_BODY.has(answer.status) ? null : await answer.arrayBuffer()
      const type = answer.headers.get('Content-Type') ?? ''
      const retryAfter = answer.headers.get('Retry-After')
      return new Response(body, {
        status: answer.status,
        headers: {
          // Passed on as data whatever the upstream calls it, so it can never render as a page here.
          'Content-Type': JSON_TYPE.test(type) ? type : 'text/plain; charset=utf-8',
          ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
          ...(answer.ok && id !== undefined ? RECORD_CACHE : NO_STORE),
          ...DATA_ONLY,
        },
      })
    } catch (error) {
      if (timeout.signal.aborted) {
        log.error(`The API did not answer ${where} within ${timeoutMs} ms.`)
        return problem(504, `The API did not answer within ${timeoutMs / 1000} s.`)
      }
      if (request.signal.aborted) return problem(499, 'The request was cancelled.')
      log.error(`The API could not be reached for ${where}:`, error instanceof Error ? error.message : error)
      return problem(502, 'The API could not be reached.')
    } finally {
      clearTimeout(timer)
    }
  }
}
