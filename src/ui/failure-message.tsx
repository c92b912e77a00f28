import { ErrorMessage } from './error-message'
import { RetryCountdown } from './retry-countdown'

type FailureMessageProps = {
  /** A rate-limited failure whose retry is still to come. */
  waitingFor: Error | null
  /** Changes with each failure, so each wait counts from its own start. */
  waitKey: number
  error: Error | null
  onRetry: () => void
  onUseV1: (() => void) | undefined
}

/** The lazily loaded half of QueryFailure: a countdown while a retry waits, else the failure. */
export default function FailureMessage({ waitingFor, waitKey, error, onRetry, onUseV1 }: FailureMessageProps) {
  if (waitingFor) return <RetryCountdown key={waitKey} reason={waitingFor} />
  return error && <ErrorMessage error={error} onRetry={onRetry} onUseV1={onUseV1} />
}
