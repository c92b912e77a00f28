import { pepeIdOf, routes } from '../paths'
import { readBrowseParams } from '../url-state/browse-params'
import { endpoint, headersFor, send, type ApiSettings } from './endpoints'
import { isV1Id, toWholeNumberId } from './ids'
import { PAGE_PICK_ID, PAGE_RECORD_ID } from '../first-screen/data'

type Sent = { readonly url: string; readonly response: Promise<Response>; readonly controller: AbortController }
/**
 * Where the first request waits for the client to take it. On the page itself: the page's early
 * request script (src/first-screen/early-request.ts) is a bundle of its own, which sends it before
 * the app's module has even arrived.
 */
const SLOT = Symbol.for('pepe.first-request')
const slot = globalThis as { [SLOT]?: Sent | null }

/**
 * Sends the page's first request (SPEC section 11, "Early first pick") while the app's code is
 * still downloading: the random view's pick, or the record of a `/pepe/:id` page, where the page
 * was not drawn with it (src/first-screen). Exactly the request the app would send (endpoints.ts
 * builds both), and only one it would send: an id it refuses, a path that is not a record's, is
 * not asked. The client takes the response when it sends that request (client.ts), and with it
 * the power to abort it: its time limit and retries hold for it as for any request.
 */
export function sendFirstRequest(settings: ApiSettings, { pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const { browse } = readBrowseParams(new URLSearchParams(search))
  const { version } = browse
  let url: URL | null = null
  if (pathname === routes.random && !document.getElementById(PAGE_PICK_ID)) {
    url = endpoint(settings, version, undefined, browse.search, version === 'v1' ? browse.limit : undefined)
  } else if (/^\/pepe\/[^/]+$/.test(pathname) && !document.getElementById(PAGE_RECORD_ID)) {
    const raw = pepeIdOf(pathname)
    const id = version === 'v2' ? toWholeNumberId(raw) : isV1Id(raw) ? raw : null
    if (id !== null) url = endpoint(settings, version, id)
  }
  // Offline, it would fail at once and be taken, stale, once the connection is back.
  if (url === null || !navigator.onLine) return
  const controller = new AbortController()
  const response = send(url, headersFor(settings, version), controller.signal)
  // Unhandled until the client takes it: a failure is then the client's to report, or to retry.
  response.catch(() => undefined)
  slot[SLOT] = { url: url.href, response, controller }
}

/**
 * The response to the first request, if it went to `url` and was not taken yet (afterwards,
 * null), bound to `signal`: the taker's abort (a timeout, a view that went away) aborts it.
 */
export function takeFirstResponse(url: URL, signal: AbortSignal): Promise<Response> | null {
  const sent = slot[SLOT]
  if (sent?.url !== url.href) return null
  const { response, controller } = sent
  slot[SLOT] = null
  if (signal.aborted) controller.abort(signal.reason)
  signal.addEventListener('abort', () => {
    controller.abort(signal.reason)
  })
  return response
}
