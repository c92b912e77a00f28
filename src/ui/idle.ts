/** A page that is never idle still gets its turn, this long after it asked. */
const IDLE_TIMEOUT_MS = 2_000
/** Where there is no requestIdleCallback (Safari), a short wait lets the page finish painting. */
const NO_IDLE_CALLBACK_WAIT_MS = 300

/**
 * Runs `run` once the main thread is idle (where the browser cannot say, a moment later), so that
 * work ahead of the visitor never slows what they came for. Returns what cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => {
      cancelIdleCallback(handle)
    }
  }
  const timer = setTimeout(run, NO_IDLE_CALLBACK_WAIT_MS)
  return () => {
    clearTimeout(timer)
  }
}

/** Resolves once the main thread is idle, as whenIdle() says; never once `signal` aborts. */
export const idle = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    signal.addEventListener('abort', whenIdle(() => {
      resolve()
    }))
  })

/** The visitor asked the browser to save data (`Save-Data`): nothing is fetched that may go unused. */
export const savingData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true
