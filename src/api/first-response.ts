/** The page's first request, sent before the app asked it (src/first-screen/first-request.ts). */
export type FirstRequest = { readonly url: string; readonly response: Promise<Response>; readonly controller: AbortController }

/**
 * Where the first request waits for the client to take it. On the page itself: the page's early
 * request script (src/first-screen/early-request.ts) is a bundle of its own, which sends it before
 * the app's module has even arrived.
 */
const SLOT = Symbol.for('pepe.first-request')
const slot = globalThis as { [SLOT]?: FirstRequest | null }

/** Leaves `sent` for the client, which takes it when it asks the same (takeFirstResponse). */
export function holdFirstResponse(sent: FirstRequest): void {
  // Unhandled until the client takes it: a failure is then the client's to report, or to retry.
  sent.response.catch(() => undefined)
  slot[SLOT] = sent
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
