import type { UseQueryResult } from '@tanstack/react-query'
import { ApiError } from '../api/client'
import type { ApiVersion } from '../api/schemas'
import { useBrowse } from '../url-state/use-browse'
import { ErrorMessage } from './error-message'
import { RetryCountdown } from './retry-countdown'

export type QueryFailureProps = {
  query: Pick<UseQueryResult, 'error' | 'isFetching' | 'failureReason' | 'failureCount' | 'refetch'>
  version: ApiVersion
}

/**
 * What a screen shows of its query's trouble: a countdown while a rate-limited retry waits (each
 * wait counted from its own start), then the failure.
 */
export function QueryFailure({ query, version }: QueryFailureProps) {
  const { switchVersion } = useBrowse()
  const { error, isFetching, failureReason, failureCount, refetch } = query
  if (isFetching && failureReason instanceof ApiError && failureReason.kind === 'rate-limited') {
    return <RetryCountdown key={failureCount} reason={failureReason} />
  }
  return (
    !isFetching &&
    error && (
      <ErrorMessage
        error={error}
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
  )
}
