import type { UseQueryResult } from '@tanstack/react-query'
import type { ApiVersion } from '../api/schemas'
import { useBrowse } from '../browse/use-browse'
import { ErrorMessage } from './error-message'
import { RetryCountdown } from './retry-countdown'

type QueryFailureProps = {
  query: Pick<UseQueryResult, 'error' | 'isFetching' | 'failureReason' | 'failureCount' | 'refetch'>
  version: ApiVersion
}

/** What a screen shows of its query's trouble: the wait before a retry, then the failure. */
export function QueryFailure({ query, version }: QueryFailureProps) {
  const { go } = useBrowse()
  const { error, isFetching, failureReason, failureCount, refetch } = query
  if (isFetching) return <RetryCountdown key={failureCount} reason={failureReason} />
  if (!error) return null
  return (
    <ErrorMessage
      error={error}
      onRetry={() => {
        void refetch()
      }}
      onUseV1={
        version === 'v2'
          ? () => {
              go({ v: '1' })
            }
          : undefined
      }
    />
  )
}
