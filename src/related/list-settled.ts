import type { QueryClient } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'
import { vi } from 'vitest'

/** The search of the list on screen (a record passed through leaves its own in the cache, with no observer). */
const listQuery = (queryClient: QueryClient) =>
  queryClient.getQueryCache().find({ queryKey: ['pepes', 'v1', 'matches'], exact: false, predicate: (query) => query.getObserversCount() > 0 })

/**
 * For tests on a fake clock (`vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })`):
 * moves the clock on, a step at a time, until the list's one search has been asked, so that its
 * 1.5 s dwell and the idle wait after it (use-idle-for.ts) take no real time. Steps, not one jump:
 * the list is lazy, and its dwell starts only once it has drawn.
 */
export async function listAsked(queryClient: QueryClient) {
  await waitFor(() => {
    if (!listQuery(queryClient)) throw new Error('The list has not drawn')
  })
  for (let step = 0; step < 50; step++) {
    const state = listQuery(queryClient)?.state
    if (state && (state.fetchStatus !== 'idle' || state.status !== 'pending')) return
    await act(() => vi.advanceTimersByTimeAsync(100))
  }
  throw new Error('The list never asked its search')
}

/** The searches of the list on screen: its first, and its second once the first found nothing. */
const listQueries = (queryClient: QueryClient) =>
  queryClient.getQueryCache().findAll({ queryKey: ['pepes', 'v1', 'matches'], exact: false, predicate: (query) => query.getObserversCount() > 0 })

/**
 * For tests: waits until a list's searches (one, or two when the first found no other pepe) have
 * been answered or have failed, and React has drawn what came, so that "absent" is said of a list
 * that had every chance to show.
 */
export async function listSettled(queryClient: QueryClient) {
  await listAsked(queryClient)
  // Twice: a first search that found nothing mounts the second once it is drawn.
  for (let round = 0; round < 2; round++) {
    await waitFor(() => {
      for (const { state } of listQueries(queryClient)) {
        if (state.fetchStatus !== 'idle' || state.status === 'pending') throw new Error('The list’s search has not settled')
      }
    })
    await act(() => Promise.resolve())
  }
}
