import { Link } from 'react-router'
import { ApiError, type ApiErrorKind } from '../api/client'

const sentences: Record<ApiErrorKind, string> = {
  'bad-request': 'The API called this an invalid request.',
  unauthorized: 'The API refused the API key (v2 needs a valid one; v1 needs none).',
  'not-found': 'That pepe was not found.',
  'rate-limited': 'Too many requests: the API rate limit was reached.',
  server: 'The API had a server error.',
  network: 'The API could not be reached: check your network connection.',
  timeout: 'The API timed out: no answer came within 10 seconds.',
  'invalid-response': 'The API sent an unexpected response.',
}

/** Kinds where the same request may well succeed a little later. */
const passing = new Set<ApiErrorKind>(['rate-limited', 'server', 'network', 'timeout'])

type ErrorMessageProps = { error: Error; onRetry?: () => void; onUseV1?: (() => void) | undefined }

/** A failure in plain words (SPEC section 5); anything that is not an ApiError is a bug of ours. */
export function ErrorMessage({ error, onRetry, onUseV1 }: ErrorMessageProps) {
  const known = error instanceof ApiError
  const wait = known && error.kind === 'rate-limited' && error.retryAfterMs !== null ? error.retryAfterMs : null
  return (
    <div role="alert" className="error-message">
      <p>{known ? sentences[error.kind] : 'Something went wrong in this page.'}</p>
      {wait !== null && <p>It asks to wait {Math.ceil(wait / 1000)} s before the next try.</p>}
      {known && error.apiMessage && <p className="api-message">The API said: “{error.apiMessage}”</p>}
      {onUseV1 && known && error.kind === 'unauthorized' && (
        <button type="button" onClick={onUseV1}>
          Switch to v1
        </button>
      )}
      {known && error.kind === 'not-found' && <Link to="/">Go to the random pepes</Link>}
      {onRetry && known && passing.has(error.kind) && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}
