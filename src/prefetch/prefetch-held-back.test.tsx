import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { apiCalls, recordRequests } from '../../test/api'
import { results } from '../../test/render'
import { faultHandlers } from '../mocks/faults'
import { server } from '../mocks/node'
import { goIdle, newRandom, numberedV1, numberedV2, prefetchTestSetup, queryClient, renderPage, runIdleCallbacks, settle, waitingForIdle } from './prefetch-harness'

prefetchTestSetup()

describe('no answer is asked for ahead', () => {
  test('while a 429 wait is pending: the answer ahead met one; the next pick gets none', async () => {
    numberedV2()
    const requests = recordRequests()
    const { user } = renderPage(undefined, { retry: true })
    await screen.findByRole('img', { name: 'frog 1' })
    server.use(...faultHandlers('429', { times: 1, retryAfter: '120' }))
    await goIdle()
    await waitFor(() => {
      expect(apiCalls(requests)).toHaveLength(2)
    })
    await settle()
    expect(apiCalls(requests)).toHaveLength(2)

    await user.click(newRandom())
    expect(await screen.findByRole('img', { name: 'frog 2' })).toBeVisible()
    expect(apiCalls(requests)).toHaveLength(3)
    await goIdle()
    await settle()
    expect(apiCalls(requests)).toHaveLength(3)
  })

  test('again for the same pick: not after a failure, nor when the page comes back to it', async () => {
    numberedV2()
    const requests = recordRequests()
    const { user } = renderPage()
    await screen.findByRole('img', { name: 'frog 1' })
    server.use(...faultHandlers('500', { times: 1 }))
    await goIdle()
    await waitFor(() => {
      expect(apiCalls(requests)).toHaveLength(2)
    })
    await user.click(screen.getByRole('link', { name: 'frog 1' }))
    expect(await screen.findByRole('heading', { name: 'Pepe 1' })).toBeVisible()
    act(() => {
      window.history.back()
    })
    // In the results: the record page, until Back has taken effect, shows the same image.
    expect(await within(await results()).findByRole('img', { name: 'frog 1' })).toBeVisible()
    // The pick shown again: the app waits for an idle moment, then sees it asked already.
    await goIdle()
    await settle()
    expect(apiCalls(requests)).toHaveLength(2)
  })

  test('more than once: a 429 to the answer ahead is not waited out and retried', async () => {
    numberedV2()
    const requests = recordRequests()
    renderPage(undefined, { retry: true })
    await screen.findByRole('img', { name: 'frog 1' })
    server.use(...faultHandlers('429', { times: 1, retryAfter: '1' }))
    await goIdle()
    // The answer ahead met its 429 and gave up: no retry waits (a query waiting to retry is
    // still fetching), so none can come, however long the page stays.
    await waitFor(() => {
      expect(queryClient().getQueryCache().findAll({ predicate: ({ state }) => state.status === 'error' })).toHaveLength(1)
    })
    await settle()
    expect(apiCalls(requests)).toHaveLength(2)
  })

  test('while "Load more" waits out a 429', async () => {
    numberedV1()
    const requests = recordRequests()
    const { user } = renderPage(undefined, { route: '/?v=1&limit=3' })
    const loadMore = await screen.findByRole('button', { name: 'Load more' })
    await waitFor(() => {
      expect(waitingForIdle()).toBe(true)
    })
    server.use(...faultHandlers('429', { retryAfter: '120' }))
    await user.click(loadMore)
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('More pepes could not be loaded.')
    })
    expect(apiCalls(requests)).toHaveLength(2)
    runIdleCallbacks()
    await settle()
    expect(apiCalls(requests)).toHaveLength(2)
  })

  test('offline; back online, it is', async () => {
    numberedV2()
    const requests = recordRequests()
    renderPage()
    await screen.findByRole('img', { name: 'frog 1' })
    await waitFor(() => {
      expect(waitingForIdle()).toBe(true)
    })
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    runIdleCallbacks()
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)

    // Back online, the page's own questions go first: the answer ahead waits for an idle moment.
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)
    await goIdle()
    await waitFor(() => {
      expect(apiCalls(requests)).toHaveLength(2)
    })
  })

  test('with Save-Data on', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } })
    numberedV2()
    const requests = recordRequests()
    renderPage()
    await screen.findByRole('img', { name: 'frog 1' })
    await goIdle()
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)
  })

  test('for "no match"', async () => {
    const requests = recordRequests()
    renderPage(undefined, { route: '/?q=zebra' })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No pepe matches “zebra”: the pepe shown is unfiltered.')
    })
    await settle()
    expect(waitingForIdle()).toBe(false)
    runIdleCallbacks()
    await settle()
    expect(apiCalls(requests)).toHaveLength(1)
  })
})
