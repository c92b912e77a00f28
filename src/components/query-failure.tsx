import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { ApiError } from '../api/client'
import type { ApiVersion } from '../api/schemas'
import { useBrowse } from '../url-state/use-browse'

// Failures are rare: their words load just after the first screen, outside the initial JS,
// and are there before they are needed (even offline, once fetched). Once loaded, they render
// at once, without a round through Suspense.
let loaded: typeof import('./failure-message') | null = null
const loadFailureMessage = () =>
  import('./failure-message').then((module) => {
    loaded = module
    return module
  })
const LazyFailureMessage = lazy(loadFailureMessage)

type QueryFailureProps = {
  query: Pick<UseQueryResult, 'error' | 'isFetching' | 'failureReason' | 'failureCount' | 'refetch'>
  version: ApiVersion
}

/** What a screen shows of its query's trouble: the wait before a retry, then the failure. */
export function QueryFailure({ query, version }: QueryFailureProps) {
  const { switchVersion } = useBrowse()
  const { error, isFetching, failureReason, failureCount, refetch } = query
  useEffect(() => {
    void loadFailureMessage()
  }, [])
  const waiting = isFetching && failureReason instanceof ApiError && failureReason.kind === 'rate-limited'
  if (!waiting && (isFetching || !error)) return null
  const FailureMessage = loaded?.default ?? LazyFailureMessage
  return (
    <Suspense fallback={null}>
      <FailureMessage
        waitingFor={waiting ? failureReason : null}
        waitKey={failureCount}
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
    </Suspense>
  )
}
