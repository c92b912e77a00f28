export type ApiErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'invalid-response'

type ApiErrorDetails = {
  status?: number | null
  /** How long the API asked us to wait (`Retry-After`), when it said so in a form we can read. */
  retryAfterMs?: number | null
  /** The API's own words from the error body, when it sent any. */
  apiMessage?: string | null
  cause?: unknown
}

/** Every failure of an API call, as one type the UI and the retry policy can narrow on `kind`. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | null
  readonly retryAfterMs: number | null
  readonly apiMessage: string | null

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, { cause: details.cause })
    this.kind = kind
    this.status = details.status ?? null
    this.retryAfterMs = details.retryAfterMs ?? null
    this.apiMessage = details.apiMessage ?? null
  }
}
