import { ApiError } from './client'

/** Requests per question, the first included (SPEC section 9). */
const MAX_ATTEMPTS = 3
/** A rate limit that asks for a longer wait is shown to the user instead of slept through. */
const LONGEST_RATE_LIMIT_WAIT_MS = 60_000
const DEFAULT_RATE_LIMIT_WAIT_MS = 2_000
const BACKOFF_BASE_MS = 500
const BACKOFF_CAP_MS = 8_000
/** The longest wait before the first retry of a request that failed without a rate limit. */
export const FIRST_BACKOFF_MAX_MS = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2)

/** Whether the same request may well succeed a little later (the rest would get the same answer). */
export function canRetry(error: Error): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.kind === 'rate-limited' || error.kind === 'server' || error.kind === 'network' || error.kind === 'timeout')
  )
}

/** `failureCount` is React Query's: 0 after the first failure. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (!canRetry(error) || failureCount >= MAX_ATTEMPTS - 1) return false
  return error.kind !== 'rate-limited' || rateLimitWait(error) <= LONGEST_RATE_LIMIT_WAIT_MS
}

/** What the API asked for on a 429; otherwise full jitter over an exponential backoff. */
export function retryDelay(failureCount: number, error: Error, random = Math.random): number {
  if (error instanceof ApiError && error.kind === 'rate-limited') return rateLimitWait(error)
  return random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** failureCount)
}

export function rateLimitWait(error: ApiError): number {
  return error.retryAfterMs ?? DEFAULT_RATE_LIMIT_WAIT_MS
}
