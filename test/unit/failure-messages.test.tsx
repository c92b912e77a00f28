import { act, screen, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { userEvent } from '@testing-library/user-event'
import { faultHandlers } from '../../src/mocks/faults'
import { server } from '../../src/mocks/node'
import { apiCalls, recordRequests, TEST_API } from '../api'
import { renderApp, results } from '../render'

describe('errors say what happened, and what can be done', () => {
  test.each([
    ['400', 'invalid request', false],
    ['401', 'API key', false],
    ['404', 'not found', false],
    ['429', 'rate limit', true],
    ['500', 'server error', true],
    ['not-json', 'unexpected response', false],
    ['wrong-types', 'unexpected response', false],
  ] as const)('%s on a record: "%s"; Try again offered: %s', async (fault, words, retry) => {
    server.use(...faultHandlers(fault, { versions: ['v1', 'v2'] }))
    renderApp(undefined, { route: '/pepe/3?v=2' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(words)
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(retry)
  })

  test("400 speaks to the visitor; the API's own words wait in a collapsed Details", async () => {
    server.use(...faultHandlers('400'))
    const { user } = renderApp(undefined, { route: '/pepe/3?v=2' })
    const alert = await screen.findByRole('alert')
    expect(alert).not.toHaveTextContent('The API said')
    const details = within(alert).getByText('Details')
    expect(within(alert).getByText('The request was invalid')).not.toBeVisible()
    await user.click(details)
    expect(within(alert).getByText('The request was invalid')).toBeVisible()
  })

  test('404 offers a way home', async () => {
    renderApp(undefined, { route: '/pepe/9999?v=2' })
    expect(await screen.findByRole('link', { name: 'Go to the random pepes' })).toHaveAttribute('href', '/')
  })

  test('a dropped connection says "network", with Try again', async () => {
    server.use(http.get(`${TEST_API}/v2/pepe/:id`, () => HttpResponse.error()))
    renderApp(undefined, { route: '/pepe/3?v=2' })
    expect(await screen.findByRole('alert')).toHaveTextContent('network')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('401 on v2: "API key", and one click switches to v1, which needs none', async () => {
    server.use(...faultHandlers('401'))
    const { user } = renderApp(undefined, { route: '/?q=pepe' })
    expect(await screen.findByRole('alert')).toHaveTextContent('API key')
    expect(screen.getByRole('alert')).toHaveTextContent('v1 needs no API key')
    await user.click(screen.getByRole('button', { name: 'Switch to v1' }))
    expect(new URLSearchParams(window.location.search).get('v')).toBe('1')
    expect(new URLSearchParams(window.location.search).get('q')).toBe('pepe')
    expect(await results()).toBeVisible()
  })

  test('a persistent 500: exactly 3 requests, then "server error"; Try again recovers', async () => {
    server.use(...faultHandlers('500', { times: 3 }))
    const requests = recordRequests()
    // The backoffs on the page's clock (each under 2 s: src/api/retry.ts), not the test's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    renderApp(undefined, { retry: true })
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(screen.getByRole('alert')).toHaveTextContent('server error')
    expect(apiCalls(requests)).toHaveLength(3)
    vi.useRealTimers()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await results()).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(apiCalls(requests)).toHaveLength(4)
  })

  test('429: a calm status countdown (no alert) while it waits Retry-After, then the retry, no sooner', async () => {
    server.use(...faultHandlers('429', { times: 1, retryAfter: '1' }))
    const requests = recordRequests()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    renderApp(undefined, { retry: true })
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(expect.stringMatching(/rate limit.*Trying again in 1 s/))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Not a moment sooner than asked.
    await act(() => vi.advanceTimersByTimeAsync(990))
    expect(apiCalls(requests)).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(20))
    expect(apiCalls(requests)).toHaveLength(2)
    expect(screen.getByRole('list', { name: 'Results' })).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test('429 asking for more than a minute is not slept through: it says so, with Try again', async () => {
    server.use(...faultHandlers('429', { times: 1, retryAfter: '120' }))
    const requests = recordRequests()
    const { user } = renderApp(undefined, { retry: true })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('rate limit')
    expect(alert).toHaveTextContent('It asks to wait 120 s')
    expect(apiCalls(requests)).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await results()).toBeVisible()
  })
})

test('no answer within 10 s says "timed out", and not a moment sooner', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  server.use(...faultHandlers('slow', { delayMs: 60_000 }))
  renderApp()
  await act(() => vi.advanceTimersByTimeAsync(9_900))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(200))
  expect(screen.getByRole('alert')).toHaveTextContent('timed out')
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('429 with Retry-After as an HTTP date: the retry comes no sooner than that date', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  // A date to the second, as HTTP dates are: from 1.5 to 2.5 s away.
  const at = new Date(Date.now() + 2_000).toUTCString()
  server.use(...faultHandlers('429', { times: 1, retryAfter: at }))
  const times: number[] = []
  server.events.on('request:start', () => times.push(Date.now()))
  renderApp(undefined, { retry: true })
  await act(() => vi.advanceTimersByTimeAsync(0))
  expect(screen.getByText(/rate limit/)).toBeVisible()
  await act(() => vi.advanceTimersByTimeAsync(Date.parse(at) - Date.now() - 10))
  expect(times).toHaveLength(1)
  await act(() => vi.advanceTimersByTimeAsync(3_000))
  expect(screen.getByRole('list', { name: 'Results' })).toBeVisible()
  expect(times).toHaveLength(2)
  expect(times[1]).toBeGreaterThanOrEqual(Date.parse(at))
})
