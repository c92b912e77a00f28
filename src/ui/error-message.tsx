import { ApiError, REQUEST_TIMEOUT_MS, type ApiErrorKind } from '../api/client'
import { canRetry } from '../api/retry'
import { routes } from '../paths'
import { AppLink } from './app-link'
import { WayOn } from './way-on'

/** Each kind of failure in words for a visitor, with the keywords of SPEC section 5. */
const sentences: Record<ApiErrorKind, string> = {
  'bad-request': 'The catalogue could not answer that question (invalid request). Try other words or settings.',
  unauthorized: 'The catalogue refused this site’s API key, so v2 cannot be shown. v1 needs no API key.',
  'not-found': 'That pepe was not found. Its id may be mistyped, or it is no longer in the catalogue.',
  'rate-limited': 'Lots of requests just now: the catalogue’s rate limit was reached.',
  server: 'The catalogue is having trouble (server error). Try again in a moment.',
  network: 'The catalogue could not be reached: check your network connection.',
  timeout: `The catalogue took too long to answer: the request timed out after ${REQUEST_TIMEOUT_MS / 1000} seconds.`,
  'invalid-response': 'The catalogue sent an unexpected response, which the app cannot show.',
}

export const describeFailure = (kind: ApiErrorKind) => sentences[kind]

/** A wait in words: seconds up to two minutes, then minutes, and no absurd numbers past a day. */
function describeWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  if (seconds <= 120) return `${seconds} s`
  if (seconds <= 86_400) return `${Math.ceil(seconds / 60)} min`
  return 'more than a day'
}

type ErrorMessageProps = { error: Error; onRetry?: () => void; onUseV1?: (() => void) | undefined }

/** A failure the app has stopped trying to get past, in plain words (SPEC sections 5 and 10.1). */
export function ErrorMessage({ error, onRetry, onUseV1 }: ErrorMessageProps) {
  const known = error instanceof ApiError
  const wait = known && error.kind === 'rate-limited' && error.retryAfterMs !== null ? error.retryAfterMs : null
  return (
    <div role="alert" className="message message-error">
      <p>{known ? sentences[error.kind] : 'Something went wrong in this page.'}</p>
      {wait !== null && <p>It asks to wait {describeWait(wait)} before the next try.</p>}
      {known && error.apiMessage && (
        <details className="message-details">
          <summary>Details</summary>
          <p>{error.apiMessage}</p>
        </details>
      )}
      <div className="message-actions">
        {onUseV1 && known && error.kind === 'unauthorized' && (
          <button type="button" onClick={onUseV1}>
            Switch to v1
          </button>
        )}
        {known && error.kind === 'not-found' && (
          <AppLink to={routes.random} className="button-link">
            Go to the random pepes
          </AppLink>
        )}
        {onRetry && canRetry(error) && (
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
      <WayOn />
    </div>
  )
}
