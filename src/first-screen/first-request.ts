import { endpoint, headersFor, send, type ApiSettings } from '../api/endpoints'
import { holdFirstResponse } from '../api/first-response'
import { isV1Id, toWholeNumberId } from '../api/ids'
import { RANDOM_PATH, recordIdIn } from '../paths'
import { readBrowseParams } from '../url-state/browse-params'
import { PAGE_PICK_ID, PAGE_RECORD_ID } from './data'

/**
 * Sends the page's first request (SPEC section 11, "Early first pick") while the app's code is
 * still downloading: the random view's pick, or the record of a `/pepe/:id` page, where the page
 * was not drawn with it (data.ts). Exactly the request the app would send (endpoints.ts builds
 * both), and only one it would send: an id it refuses, a path that is not a record's, is not
 * asked. The client takes the response when it sends that request (src/api/first-response.ts),
 * and with it the power to abort it: its time limit and retries hold for it as for any request.
 */
export function sendFirstRequest(settings: ApiSettings, { pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const { browse } = readBrowseParams(new URLSearchParams(search))
  const { version } = browse
  const raw = recordIdIn(pathname)
  let url: URL | null = null
  if (pathname === RANDOM_PATH && !document.getElementById(PAGE_PICK_ID)) {
    url = endpoint(settings, version, undefined, browse.search, version === 'v1' ? browse.limit : undefined)
  } else if (raw !== null && !document.getElementById(PAGE_RECORD_ID)) {
    const id = version === 'v2' ? toWholeNumberId(raw) : isV1Id(raw) ? raw : null
    if (id !== null) url = endpoint(settings, version, id)
  }
  // Offline, it would fail at once and be taken, stale, once the connection is back.
  if (url === null || !navigator.onLine) return
  const controller = new AbortController()
  holdFirstResponse({ url: url.href, response: send(url, headersFor(settings, version), controller.signal), controller })
}
