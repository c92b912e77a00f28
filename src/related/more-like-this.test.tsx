import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { apiCalls, recordRequests, TEST_API } from '../../test/api'
import { alwaysIdle } from '../../test/idle'
import { renderApp } from '../../test/render'
import { fixtures } from '../mocks/fixtures'
import { faultHandlers } from '../mocks/faults'
import { server } from '../mocks/node'
import { listAsked, listSettled } from './list-settled'

// Pepe 7, "Pepe reading a very long book": its telling word is "long" (distinctive-word.ts).
const seven = fixtures[6] as (typeof fixtures)[number]
const sevenUrl = `${TEST_API}${seven.image}`
const record = (id: string, description = `A long story ${id}`) => ({ id, url: `${TEST_API}/pepes/${id}.svg`, description })
const answerV1 = (result: unknown[]) => http.get(`${TEST_API}/v1/pepe`, () => HttpResponse.json({ status: 'success', result }))
const moreLikeThis = async (queryClient: QueryClient) => {
  await listAsked(queryClient)
  return screen.findByRole('list', { name: 'More like this' })
}

// The list's dwell and idle wait on a clock the tests move on (listAsked); everything else runs in real time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
})
// The page taken down first: its effects' cleanups still call the stubbed idle callbacks.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('More like this', () => {
  test('up to 8 other pepes, never the record (its own picture under a v1 id neither), each once, from one v1 search of limit 9', async () => {
    // Its v1 twin (same picture), repeats of an id, and more than 8 others.
    server.use(
      answerV1([{ id: 'twin', url: sevenUrl, description: seven.description }, record('a'), record('a'), ...['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((id) => record(id))]),
    )
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/pepe/7?v=2' })
    const list = await moreLikeThis(queryClient)
    expect(screen.getByRole('heading', { level: 2, name: 'More like this' })).toBeVisible()
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => `/pepe/${id}?v=1`))
    expect(within(list).queryByRole('img', { name: seven.description })).not.toBeInTheDocument()
    // The record first, then the list's one request (the step links ask for its neighbours, 6 and 8).
    const calls = apiCalls(requests)
      .map((request) => new URL(request.url))
      .filter((url) => !['/v2/pepe/6', '/v2/pepe/8'].includes(url.pathname))
    expect(calls.map((url) => url.pathname)).toEqual(['/v2/pepe/7', '/v1/pepe'])
    expect(Object.fromEntries(calls[1]?.searchParams ?? [])).toEqual({ search: 'long', limit: '9' })
  })

  test('on a v1 record it is a v1 search too, and a card opens its record with no request', async () => {
    const requests = recordRequests()
    const { user, queryClient } = renderApp(undefined, { route: '/pepe/c%2B%2B?v=1' })
    // "Sad pepe in the rain": "rain" finds "Pepe in a raincoat with an umbrella" in the demo.
    const list = await moreLikeThis(queryClient)
    const raincoat = within(list).getByRole('link', { name: 'Pepe in a raincoat with an umbrella' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await user.click(raincoat)
    expect(await screen.findByRole('heading', { level: 1, name: 'Pepe pepe-31' })).toBeVisible()
    // Its way back names the record it came from.
    expect(screen.getByRole('link', { name: 'Back to Pepe c++' })).toHaveAttribute('href', '/pepe/c%2B%2B?v=1')
    expect(apiCalls(requests).map((request) => new URL(request.url).pathname)).toEqual(['/v1/pepe/c%2B%2B', '/v1/pepe'])
  })

  test.each([
    ['finds nothing', () => answerV1([])],
    ['finds only the record itself', () => answerV1([{ id: 'twin', url: sevenUrl, description: seven.description }])],
    ['answers 404', () => http.get(`${TEST_API}/v1/pepe`, () => HttpResponse.json({ error: 'none' }, { status: 404 }))],
    ['fails', () => faultHandlers('500', { versions: ['v1'] })],
    ['cannot be read', () => faultHandlers('wrong-types', { versions: ['v1'] })],
  ])('absent, no heading and no empty box, when its search %s', async (_, handlers) => {
    server.use(...[handlers()].flat())
    const { queryClient } = renderApp(undefined, { route: '/pepe/7?v=2' })
    expect(await screen.findByRole('img', { name: seven.description })).toBeVisible()
    await listSettled(queryClient)
    expect(screen.queryByRole('heading', { name: 'More like this' })).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'More like this' })).not.toBeInTheDocument()
    expect(document.querySelector('.related')).toBeNull()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test('when its word finds no other pepe, one more word, in a second and last request', async () => {
    // "long" finds only the record itself; "book", its next word, finds others.
    server.use(
      http.get(`${TEST_API}/v1/pepe`, ({ request }) =>
        HttpResponse.json({
          status: 'success',
          result: new URL(request.url).searchParams.get('search') === 'book' ? [record('a', 'A book'), record('b', 'Books')] : [{ id: 'twin', url: sevenUrl, description: seven.description }],
        }),
      ),
    )
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/pepe/7?v=2' })
    const list = await moreLikeThis(queryClient)
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/pepe/a?v=1', '/pepe/b?v=1'])
    const searches = apiCalls(requests).filter((request) => new URL(request.url).pathname === '/v1/pepe')
    expect(searches.map((request) => Object.fromEntries(new URL(request.url).searchParams))).toEqual([
      { search: 'long', limit: '9' },
      { search: 'book', limit: '9' },
    ])
  })

  test.each([
    ['the second search finds nothing either: no third', () => answerV1([]), ['long', 'book']],
    // A failure is asked again (SPEC 9's retries), never for another word.
    ['the first search fails: no second', () => faultHandlers('500', { versions: ['v1'] }), ['long']],
  ])('%s', async (_, handlers, words) => {
    server.use(...[handlers()].flat())
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await listSettled(queryClient)
    const searched = apiCalls(requests)
      .filter((request) => new URL(request.url).pathname === '/v1/pepe')
      .map((request) => new URL(request.url).searchParams.get('search'))
    expect(new Set(searched)).toEqual(new Set(words))
    expect(screen.queryByRole('list', { name: 'More like this' })).not.toBeInTheDocument()
  })

  test('a record passed through (a step on within 1.5 s) asks nothing: only the one the visitor stays on does', async () => {
    // A page always idle: only the time the record has been on screen holds the search back.
    alwaysIdle()
    server.use(answerV1([record('a')]))
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/pepe/c%2B%2B?v=1' })
    expect(await screen.findByRole('img', { name: 'Sad pepe in the rain' })).toBeVisible()
    // Its list is there (its query is in the cache), ready to ask for "rain"…
    await waitFor(() => {
      expect(queryClient.getQueryCache().find({ queryKey: ['pepes', 'v1', 'matches', { search: 'rain', limit: 9 }] })).toBeDefined()
    })
    // …when the visitor goes on to another record, as a step link does.
    act(() => {
      window.history.pushState(null, '', '/pepe/7?v=2')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await moreLikeThis(queryClient)
    const searches = apiCalls(requests).filter((request) => new URL(request.url).pathname === '/v1/pepe')
    expect(searches.map((request) => new URL(request.url).searchParams.get('search'))).toEqual(['long'])
  })

  test('a description with no telling word asks nothing', async () => {
    server.use(http.get(`${TEST_API}/v2/pepe/:id`, () => HttpResponse.json({ data: { id: 9, url: `${TEST_API}/pepes/09.svg`, description: 'Pepe the frog with that' } })))
    const requests = recordRequests()
    const { queryClient } = renderApp(undefined, { route: '/pepe/9?v=2' })
    expect(await screen.findByRole('img', { name: 'Pepe the frog with that' })).toBeVisible()
    // The list is there (its query, never enabled, is in the cache), and has asked nothing.
    await waitFor(() => {
      expect(queryClient.getQueryCache().find({ queryKey: ['pepes', 'v1', 'matches'], exact: false })).toBeDefined()
    })
    // Longer than any list waits (its dwell, then the idle fallback): a search it were to ask would have gone.
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    // The step links have asked for its neighbours by then (8 and 10); the list, nothing.
    const calls = apiCalls(requests).map((request) => new URL(request.url).pathname)
    expect(calls.filter((path) => !['/v2/pepe/8', '/v2/pepe/10'].includes(path))).toEqual(['/v2/pepe/9'])
    expect(screen.queryByRole('list', { name: 'More like this' })).not.toBeInTheDocument()
  })
})
