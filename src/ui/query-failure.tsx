import type { UseQueryResult } from '@tanstack/react-query'
import { ApiError } from '../api/client'
import type { ApiVersion } from '../api/schemas'
import { afterFirstScreen } from '../lazy/prefetched-lazy'
import { useBrowse } from '../url-state/use-browse'

// Failures are rare: their words load just after the first screen, outside the initial JS, and
// are there before they are needed (even offline, once fetched).
const FailureMessage = afterFirstScreen((parts) => parts.FailureMessage)

type QueryFailureProps = {
  query: Pick<UseQueryResult, 'error' | 'isFetching' | 'failureReason' | 'failureCount' | 'refetch'>
  version: ApiVersion
}

/** What a screen shows of its query's trouble: the wait before a retry, then the failure. */
export function QueryFailure({ query, version }: QueryFailureProps) {
  const { switchVersion } = useBrowse()
  const { error, isFetching, failureReason, failureCount, refetch } = query
  const waiting = isFetching && failureReason instanceof ApiError && failureReason.kind === 'rate-limited'
  const show = waiting || (!isFetching && error !== null)
  return (
    <FailureMessage
      waitingFor={waiting ? failureReason : null}
      waitKey={failureCount}
      error={show ? error : null}
      onRetry={() => {
        void refetch()
      }}
      onUseV1={
        version === 'v2'
          ? () => {
              switchVersion('v1')
            }
          : undefined
      }
    />
  )
}
