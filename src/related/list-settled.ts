import type { QueryClient } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'

/**
 * For tests: waits until a list's one search has been answered or has failed, and React has drawn
 * what came, so that "absent" is said of a list that had every chance to show.
 */
export async function listSettled(queryClient: QueryClient) {
  await waitFor(
    () => {
      const state = queryClient.getQueryCache().find({ queryKey: ['pepes', 'v1', 'matches'], exact: false })?.state
      if (state?.fetchStatus !== 'idle' || state.status === 'pending') throw new Error('The list’s search has not settled')
    },
    { timeout: 5000 },
  )
  await act(() => Promise.resolve())
}
