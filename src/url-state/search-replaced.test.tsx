// @vitest-environment jsdom
// (Typing with pauses while the router renders: under happy-dom, on a busy machine, the box lost the
// letters typed after the first pause applied, in full runs only.)
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { userEvent, type UserEvent } from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { currentQuery, renderApp, results, searchBox } from '../../test/render'
import { back, searchAndBoxShow, searchShows } from './search-steps'

/** On the random view, types `term` and waits for the pause to apply it. */
async function searchedAfterAPause(term: string) {
  const { user } = renderApp()
  await results()
  await user.type(searchBox(), term)
  await waitFor(() => {
    expect(currentQuery().get('q')).toBe(term)
  })
  return user
}

/**
 * Types with no pause at all, however slow the machine: the typing pause's timer never runs. With
 * real time, a load spike of 250 ms between two keys of "rain" applied "ra", and Back showed it.
 * (Pauses are tests of their own: "a search emptied and retyped with pauses".)
 */
async function withoutAPause(typing: (user: UserEvent) => Promise<void>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // Testing Library runs its own zero-delay waits on fake timers where it sees Jest's.
  vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime })
  try {
    await typing(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }))
  } finally {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  }
}

describe('Search descriptions: a search applied, then replaced by another', () => {
  test('a finished search keeps its own entry: "sad" applied, then "rain" and Enter; Back shows "sad"', async () => {
    await searchedAfterAPause('sad')
    await withoutAPause(async (user) => {
      await user.clear(searchBox())
      await user.type(searchBox(), 'rain{Enter}')
    })
    expect(currentQuery().get('q')).toBe('rain')
    back()
    await searchAndBoxShow('sad')
  })

  test('a search typed over the selected one and Enter: Back shows the one before, as after clearing', async () => {
    await searchedAfterAPause('sad')
    // Typing over the selection replaces the words without ever emptying the box.
    await withoutAPause((user) => user.type(searchBox(), 'rain{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 3 }))
    expect(currentQuery().get('q')).toBe('rain')
    back()
    await searchAndBoxShow('sad')
    expect(window.location.pathname).toBe('/')
  })

  test('a search emptied and retyped with pauses, then Enter: Back still shows the one before', async () => {
    const user = await searchedAfterAPause('sad')
    await user.clear(searchBox())
    await searchShows(null)
    await user.type(searchBox(), 'rain')
    await searchShows('rain')
    await user.keyboard('{Enter}')
    back()
    await searchShows('sad')
  })

  test('Enter pressed the instant a pause applies the search, before it renders: Back still undoes it all', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&q=coffee' })
    await results()
    const form = screen.getByRole('search')
    const replace = window.history.replaceState.bind(window.history)
    let asked = false
    let pressed = false
    vi.spyOn(window.history, 'replaceState').mockImplementation((...args) => {
      replace(...args)
      if (!asked && currentQuery().get('q') === 'pizza') {
        asked = true
        // Once the pause's handler is done, before React renders the new entry.
        queueMicrotask(() => {
          fireEvent.submit(form)
          pressed = true
        })
      }
    })
    await user.clear(searchBox())
    await user.type(searchBox(), 'pizza')
    await waitFor(() => {
      expect(pressed).toBe(true)
    })
    back()
    await searchShows('coffee')
  })
})
