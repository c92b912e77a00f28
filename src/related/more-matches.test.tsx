import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { apiCalls, recordRequests, TEST_API } from '../../test/api'
import { renderApp, results, searchBox } from '../../test/render'
import { faultHandlers } from '../mocks/faults'
import { server } from '../mocks/node'
import { listAsked, listSettled } from './list-settled'

const url = (id: string) => `${TEST_API}/pepes/${id}.svg`
const pick = { id: 2, url: url('02'), description: 'Sad pepe in the rain' }
const answerV2 = http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({ data: pick, search: { terms: 'rain', found: true } }))
const answerV1 = (result: unknown[]) => http.get(`${TEST_API}/v1/pepe`, () => HttpResponse.json({ status: 'success', result }))
const moreMatches = async (queryClient: QueryClient) => {
  await listAsked(queryClient)
  return screen.findByRole('list', { name: 'More matches' })
}
const searches = (requests: Request[]) => apiCalls(requests).map((request) => new URL(request.url)).filter((address) => address.pathname === '/v1/pepe')

// The list's dwell and idle wait on a clock the tests move on (listAsked); everything else runs in real time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
})

describe('More matches, below v2’s pick for a search', () => {
  test('up to 12 more pepes that match, never the pick, from one v1 search of limit 12 after the pick', async () => {
    // The pick's own picture (under its v1 id) and 12 others.
    const others = Array.from({ length: 12 }, (_, index) => ({ id: `r${index}`, url: url(`r${index}`), description: `Rain ${index}` }))
    server.use(answerV2, answerV1([{ id: 'c++', url: pick.url, description: pick.description }, ...others]))
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/?q=rain' })
    const list = await moreMatches(queryClient)
    expect(screen.getByRole('heading', { level: 2, name: 'More matches' })).toBeVisible()
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(others.map(({ id }) => `/pepe/${id}?v=1`))
    expect(within(list).queryByRole('img', { name: pick.description })).not.toBeInTheDocument()
    expect(within(await results()).getByRole('img', { name: pick.description })).toBeVisible()
    const calls = apiCalls(requests).map((request) => new URL(request.url))
    expect(calls.map((address) => address.pathname)).toEqual(['/v2/pepe', '/v1/pepe'])
    expect(Object.fromEntries(calls[1]?.searchParams ?? [])).toEqual({ search: 'rain', limit: '12' })
  })

  test('on the demo catalogue: "rain" shows its other match', async () => {
    const { queryClient } = renderApp(undefined, { route: '/?q=rain' })
    const [picked, list] = await Promise.all([within(await results()).findByRole('img'), moreMatches(queryClient)])
    const other = ['Sad pepe in the rain', 'Pepe in a raincoat with an umbrella'].find((words) => words !== picked.getAttribute('alt'))
    expect(within(list).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([other])
  })

  test('no list without a term; a search then brings it', async () => {
    const requests = recordRequests()
    const { user, queryClient } = renderApp(undefined, { route: '/' })
    await within(await results()).findByRole('img')
    // Longer than any list waits (its dwell, then the idle fallback): a search it were to ask would have gone.
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(screen.queryByRole('list', { name: 'More matches' })).not.toBeInTheDocument()
    await user.type(searchBox(), 'rain{Enter}')
    await moreMatches(queryClient)
    // A search asked on the view without a term would be here too, however late it went.
    expect(searches(requests).map((address) => address.searchParams.get('search'))).toEqual(['rain'])
  })

  test.each([
    ['finds nothing', () => answerV1([])],
    ['finds only the pick', () => answerV1([{ id: 'c++', url: pick.url, description: pick.description }])],
    ['fails', () => faultHandlers('500', { versions: ['v1'] })],
    ['cannot be read', () => faultHandlers('not-json', { versions: ['v1'] })],
  ])('absent, no heading and no empty box, when its search %s', async (_, handler) => {
    server.use(answerV2, ...[handler()].flat())
    const { queryClient } = renderApp(undefined, { route: '/?q=rain' })
    await within(await results()).findByRole('img', { name: pick.description })
    await listSettled(queryClient)
    expect(screen.queryByRole('heading', { name: 'More matches' })).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'More matches' })).not.toBeInTheDocument()
    expect(document.querySelector('.related')).toBeNull()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test('a v2 search with no match (an unfiltered pick) asks no more', async () => {
    server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({ data: pick, search: { terms: 'zebra', found: false } })))
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/?q=zebra' })
    await within(await results()).findByRole('img', { name: pick.description })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('unfiltered')
    })
    // Longer than any list waits (its dwell, then the idle fallback): a search it were to ask would have gone.
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(queryClient.getQueryCache().find({ queryKey: ['pepes', 'v1', 'matches'], exact: false })).toBeUndefined()
    expect(searches(requests)).toEqual([])
  })
})
