// @vitest-environment jsdom
// (Typing with pauses while the router renders: under happy-dom, on a busy machine, the box lost the
// letters typed after the first pause applied, in full runs only.)
import { act, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { apiCalls, recordRequests } from '../../test/api'
import { currentQuery, renderApp, results, searchBox } from '../../test/render'
import { faultHandlers } from '../mocks/faults'
import { server } from '../mocks/node'
import { back, searchAndBoxShow, searchShows } from './search-steps'

describe('Search descriptions', () => {
  test('typing filters after a pause, replacing the history entry, with at most 2 requests', async () => {
    const { user } = renderApp()
    await results()
    const requests = recordRequests()
    const before = window.history.length
    await user.type(searchBox(), 'guitar')
    await searchShows('guitar')
    expect(await screen.findByRole('img', { name: 'Pepe playing the guitar' })).toBeVisible()
    expect(window.history.length).toBe(before)
    // "gui" and "guitar" may both apply (two pauses) and match the same pepe: wait for the last.
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('A random pepe matching “guitar”.')
    })
    expect(apiCalls(requests).length).toBeLessThanOrEqual(2)
  })

  test('Enter applies at once and adds one history entry; Back restores box and results', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&q=coffee' })
    expect(await screen.findByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
    const before = window.history.length
    await user.clear(searchBox())
    await user.type(searchBox(), 'pizza{Enter}')
    expect(currentQuery().get('q')).toBe('pizza')
    expect(window.history.length).toBe(before + 1)
    expect(await screen.findByRole('img', { name: 'Pepe eating a slice of pizza' })).toBeVisible()
    back()
    await waitFor(() => {
      expect(searchBox()).toHaveValue('coffee')
    })
    expect(await screen.findByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
  })

  test('Enter after a pause has applied the search still gives it its own entry; Back undoes it all', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&q=coffee' })
    expect(await screen.findByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
    await user.clear(searchBox())
    await user.type(searchBox(), 'piz')
    await searchShows('piz')
    await user.type(searchBox(), 'za')
    await searchShows('pizza')
    await user.keyboard('{Enter}')
    expect(currentQuery().get('q')).toBe('pizza')
    back()
    await waitFor(() => {
      expect(searchBox()).toHaveValue('coffee')
    })
    expect(currentQuery().get('v')).toBe('1')
    expect(await screen.findByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
    act(() => {
      window.history.forward()
    })
    await waitFor(() => {
      expect(searchBox()).toHaveValue('pizza')
    })
  })

  test('Back to a searched page, then a new search and Enter: Back returns to that page, not to an older one', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&q=coffee' })
    expect(await screen.findByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
    await user.clear(searchBox())
    await user.type(searchBox(), 'guitar')
    expect(await screen.findByRole('img', { name: 'Pepe playing the guitar' })).toBeVisible()
    await user.click(within(await results()).getAllByRole('link')[0] as HTMLElement)
    await screen.findByRole('button', { name: 'Copy link' })
    back()
    await waitFor(() => {
      expect(searchBox()).toHaveValue('guitar')
    })
    await user.clear(searchBox())
    await user.type(searchBox(), 'pizza')
    await searchShows('pizza')
    await user.keyboard('{Enter}')
    back()
    await searchAndBoxShow('guitar')
  })

  test('a search typed on a record leaves it with one entry, and Enter adds no second one: Back returns to the record', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/3?v=2' })
    await screen.findByRole('heading', { level: 1 })
    await user.type(searchBox(), 'guitar')
    expect(await screen.findByRole('img', { name: 'Pepe playing the guitar' })).toBeVisible()
    await user.keyboard('{Enter}')
    expect(window.location.pathname).toBe('/')
    back()
    await waitFor(() => {
      expect(window.location.pathname).toBe('/pepe/3')
    })
  })

  test('clearing the box removes the search', async () => {
    const { user } = renderApp(undefined, { route: '/?q=coffee' })
    await results()
    await user.clear(searchBox())
    await waitFor(() => {
      expect(currentQuery().has('q')).toBe(false)
    })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(/^A random pepe\.$/)
    })
  })

  test('never loses characters while results load', async () => {
    renderApp()
    await results()
    server.use(...faultHandlers('slow', { delayMs: 400 }))
    // Pauses longer than the typing pause, so a request starts between keystrokes, and answers
    // later than the next key. On a clock the typing moves on: 2.4 s of keys take no real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await userEvent.setup({ delay: 300, advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) }).type(searchBox(), 'sad pepe')
    expect(searchBox()).toHaveValue('sad pepe')
    await searchShows('sad pepe')
    expect(searchBox()).toHaveValue('sad pepe')
  })
})
