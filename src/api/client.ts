import { ApiError, type ApiErrorKind } from './api-error'
import { send } from './endpoints'
import { takeFirstResponse } from './first-response'

export { ApiError, type ApiErrorKind } from './api-error'

export const REQUEST_TIMEOUT_MS = 10_000

type GetJsonOptions = {
  signal?: AbortSignal | undefined
  headers?: Record<string, string>
  timeoutMs?: number
}

/**
 * GETs `url` and returns its parsed JSON body. Throws ApiError for every failure, except when the
 * caller aborts: then the abort reason is rethrown untouched, because a view that went away is not
 * an error.
 */
export async function getJson(url: URL, { signal, headers, timeoutMs = REQUEST_TIMEOUT_MS }: GetJsonOptions = {}) {
  // One controller for the caller's abort and our timeout: AbortSignal.any() needs Safari 17.4,
  // and a timer of our own (not AbortSignal.timeout()) lets fake timers in tests control it.
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => {
    controller.abort(signal?.reason)
  }
  if (signal?.aborted) onAbort()
  signal?.addEventListener('abort', onAbort, { once: true })

  const failure = (error: unknown) => {
    if (signal?.aborted) return signal.reason as unknown
    if (timedOut) {
      return new ApiError('timeout', `No answer within ${timeoutMs / 1000} s`, { cause: error })
    }
    return new ApiError('network', 'The request did not reach the API', { cause: error })
  }

  try {
    let response: Response
    let text: string
    try {
      // The page's first request may have been sent already, before this code arrived.
      response = await (takeFirstResponse(url, controller.signal) ?? send(url, headers ?? {}, controller.signal))
      text = await response.text()
    } catch (error) {
      throw failure(error)
    }
    if (!response.ok) throw errorFromResponse(response, text)
    try {
      return JSON.parse(text) as unknown
    } catch (error) {
      throw new ApiError('invalid-response', 'The API answered with a body that is not JSON', {
        status: response.status,
        cause: error,
      })
    }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'unauthorized'
  if (status === 404 || status === 410) return 'not-found'
  if (status === 408) return 'timeout'
  if (status === 429) return 'rate-limited'
  if (status >= 400 && status < 500) return 'bad-request'
  return 'server'
}

function errorFromResponse(response: Response, body: string): ApiError {
  const kind = kindOfStatus(response.status)
  return new ApiError(kind, `The API answered ${response.status}`, {
    status: response.status,
    apiMessage: readApiMessage(body),
    retryAfterMs: kind === 'rate-limited' ? parseRetryAfter(response.headers.get('Retry-After')) : null,
  })
}

const MAX_API_MESSAGE = 300

/** Best effort: `{"message": ...}`, `{"error": ...}`, `{"error": {"message": ...}}` or plain text. */
export function readApiMessage(body: string): string | null {
  const text = body.trim()
  if (text === '') return null
  let message: unknown = text
  try {
    const json: unknown = JSON.parse(text)
    message = pickMessage(json)
  } catch {
    if (text.startsWith('<')) return null // an HTML error page says nothing a user can use
  }
  if (typeof message !== 'string' || message.trim() === '') return null
  const clean = message.trim().replace(/\s+/g, ' ')
  return clean.length > MAX_API_MESSAGE ? `${clean.slice(0, MAX_API_MESSAGE - 1)}…` : clean
}

function pickMessage(json: unknown): unknown {
  if (typeof json === 'string') return json
  if (typeof json !== 'object' || json === null) return null
  const { message, error } = json as Record<string, unknown>
  if (typeof message === 'string') return message
  if (typeof error === 'string') return error
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>).message : null
}

/** `Retry-After` in delay-seconds or as an HTTP date (RFC 9110 section 10.2.3); null when unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return null
  return Math.max(0, date - now)
}
