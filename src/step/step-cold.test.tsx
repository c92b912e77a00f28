import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { apiCalls, recordRequests, TEST_API } from '../../test/api'
import { renderApp } from '../../test/render'
import { server } from '../mocks/node'
import { fixture, next, notFound, previous, shown, stepTestSetup } from './step-harness'

// A record opened by its address, with no list it came from: its neighbours are found by id.

stepTestSetup()

describe('a record opened cold', () => {
  test('v2 steps to the neighbouring ids, past ids that are not found', async () => {
    server.use(notFound(6, 7))
    const requests = recordRequests()
    const { user } = renderApp(undefined, { route: '/pepe/5?v=2' })
    await shown(fixture(5), 'v2')
    expect(await screen.findByRole('link', { name: 'Next pepe' })).toHaveAttribute('href', '/pepe/8?v=2')
    expect(await screen.findByRole('link', { name: 'Previous pepe' })).toHaveAttribute('href', '/pepe/4?v=2')
    await user.click(screen.getByRole('link', { name: 'Next pepe' }))
    await shown(fixture(8), 'v2')
    // Pepe 8 was fetched ahead: the step asked nothing more of it.
    expect(apiCalls(requests).filter((request) => request.url === `${TEST_API}/v2/pepe/8`)).toHaveLength(1)
    // Back over the gap: 7 and 6 are not found, 5 is.
    expect(await screen.findByRole('link', { name: 'Previous pepe' })).toHaveAttribute('href', '/pepe/5?v=2')
  })

  test('v2 shows no next step past three ids not found', async () => {
    server.use(notFound(3, 4, 5))
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/pepe/2?v=2' })
    await shown(fixture(2), 'v2')
    expect(await screen.findByRole('link', { name: 'Previous pepe' })).toHaveAttribute('href', '/pepe/1?v=2')
    // Every question asked and answered: 3, 4 and 5 were not found, and 6 was not asked.
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0)
    })
    expect(next()).toBeNull()
    const asked = apiCalls(requests).map((request) => request.url)
    expect(asked).toEqual(expect.arrayContaining([3, 4, 5].map((id) => `${TEST_API}/v2/pepe/${id}`)))
    expect(asked).not.toContain(`${TEST_API}/v2/pepe/6`)
  })

  test('v2 shows no previous step before 1', async () => {
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/pepe/1?v=2' })
    await shown(fixture(1), 'v2')
    expect(await screen.findByRole('link', { name: 'Next pepe' })).toHaveAttribute('href', '/pepe/2?v=2')
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0)
    })
    expect(previous()).toBeNull()
    expect(apiCalls(requests).map((request) => request.url)).not.toContain(`${TEST_API}/v2/pepe/0`)
  })

  test('a neighbour that keeps failing is asked three times (SPEC 9), not three times three', async () => {
    // Backoffs drawn at 0 ms: the retry policy's count is what is tested, not its waits.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    server.use(http.get(`${TEST_API}/v2/pepe/8`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })))
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/pepe/7?v=2', retry: true })
    await shown(fixture(7), 'v2')
    expect(await screen.findByRole('link', { name: 'Previous pepe' })).toHaveAttribute('href', '/pepe/6?v=2')
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0)
    })
    expect(apiCalls(requests).filter((request) => request.url === `${TEST_API}/v2/pepe/8`)).toHaveLength(3)
    expect(next()).toBeNull()
  })

  test('v1 shows no step links', async () => {
    renderApp(undefined, { route: `/pepe/${encodeURIComponent(fixture(9).v1Id)}?v=1` })
    await shown(fixture(9), 'v1')
    await screen.findByRole('button', { name: 'Copy link' })
    expect(previous()).toBeNull()
    expect(next()).toBeNull()
  })
})
