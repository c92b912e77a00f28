import { act, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { ErrorBoundary } from '../../src/ui/error-boundary'
import { faultHandlers } from '../../src/mocks/faults'
import { server } from '../../src/mocks/node'
import { apiCalls, recordRequests, TEST_API } from '../api'
import { renderApp, results, testConfig } from '../render'

test('the v2 key never shows on the page, in the address or in the console', async () => {
  const logged = (['log', 'info', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level))
  server.use(...faultHandlers('401'))
  renderApp(undefined, { config: { ...testConfig, apiKey: 'k3y-s3cret' } })
  expect(await screen.findByRole('alert')).toHaveTextContent('API key')
  expect(document.documentElement.outerHTML).not.toContain('k3y-s3cret')
  expect(window.location.href).not.toContain('k3y-s3cret')
  for (const spy of logged) expect(JSON.stringify(spy.mock.calls)).not.toContain('k3y-s3cret')
})

describe('offline', () => {
  test('a banner says so, a new question waits instead of failing, and runs when back online', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    await results()
    const requests = recordRequests()
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.getByText(/You are offline/)).toBeVisible()
    await user.type(screen.getByRole('searchbox', { name: 'Search descriptions' }), 'coffee{Enter}')
    // The question is asked and paused (React Query holds it offline, before any fetch): so it says.
    expect(await screen.findByText('Still showing the last pepes.')).toBeVisible()
    expect(apiCalls(requests)).toHaveLength(0)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(await results()).toBeVisible()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument()
    expect(apiCalls(requests)).toHaveLength(1)
  })
})

test('a render error shows a message with Reload, not a blank page', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  function Broken(): never {
    throw new Error('boom')
  }
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong')
  expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible()
})

test('descriptions are text: HTML in them is shown as it is, never run', async () => {
  const description = '<img src=x onerror="alert(1)"><b>bold</b> pepe'
  server.use(
    http.get(`${TEST_API}/v1/pepe`, () =>
      HttpResponse.json({ status: 'success', result: [{ id: 'x', url: 'https://cdn.test/x.jpg', description }] }),
    ),
  )
  renderApp(undefined, { route: '/?v=1' })
  expect(await screen.findByText(description, { selector: 'p' })).toBeVisible()
  expect(document.querySelector('b')).toBeNull()
  expect(screen.getAllByRole('img')).toHaveLength(1)
})

test('the same id twice in one v1 answer is shown once', async () => {
  const record = (url: string) => ({ id: 'twin', url, description: 'twin pepe' })
  server.use(
    http.get(`${TEST_API}/v1/pepe`, () =>
      HttpResponse.json({ status: 'success', result: [record('https://cdn.test/1.jpg'), record('https://cdn.test/2.jpg')] }),
    ),
  )
  renderApp(undefined, { route: '/?v=1' })
  expect(await screen.findAllByRole('img', { name: 'twin pepe' })).toHaveLength(1)
})
