import { ApiError } from './client'

/** Requests per question, the first included (SPEC section 9). */
export const MAX_ATTEMPTS = 3
/** A rate limit that asks for a longer wait is shown to the user instead of slept through. */
export const LONGEST_RATE_LIMIT_WAIT_MS = 60_000
export const DEFAULT_RATE_LIMIT_WAIT_MS = 2_000
const BACKOFF_BASE_MS = 500
const BACKOFF_CAP_MS = 8_000

/** `failureCount` is React Query's: 0 after the first failure. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (!(error instanceof ApiError) || failureCount >= MAX_ATTEMPTS - 1) return false
  switch (error.kind) {
    case 'rate-limited':
      return rateLimitWait(error) <= LONGEST_RATE_LIMIT_WAIT_MS
    case 'server':
    case 'network':
    case 'timeout':
      return true
    default:
      // The same request would get the same answer.
      return false
  }
}

/** What the API asked for on a 429; otherwise full jitter over an exponential backoff. */
export function retryDelay(failureCount: number, error: Error, random = Math.random): number {
  if (error instanceof ApiError && error.kind === 'rate-limited') return rateLimitWait(error)
  return random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** failureCount)
}

export function rateLimitWait(error: ApiError): number {
  return error.retryAfterMs ?? DEFAULT_RATE_LIMIT_WAIT_MS
}
