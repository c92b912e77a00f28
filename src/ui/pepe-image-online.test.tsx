import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderApp } from '../../test/render'

const description = 'Sad pepe in the rain'

/** The record page of "Sad pepe in the rain", once its image is there. */
async function showRecord() {
  renderApp(undefined, { route: '/pepe/c%2B%2B?v=1' })
  return screen.findByRole('img', { name: description })
}

test('an image that failed offline tries again when the connection returns, even if it returned before the page heard of the failure', async () => {
  const image = await showRecord()
  act(() => {
    onlineManager.setOnline(false)
  })
  // The failure and the connection's return in one go: the page's effects run after both.
  act(() => {
    fireEvent.error(image)
    onlineManager.setOnline(true)
  })
  expect(screen.getByRole('img', { name: description })).toBeVisible()
  expect(screen.queryByText('Image unavailable.')).not.toBeInTheDocument()
})

test('an image whose download the dropped connection broke tries again, even when its failure is heard after the connection returned', async () => {
  const image = await showRecord()
  act(() => {
    onlineManager.setOnline(false)
  })
  act(() => {
    onlineManager.setOnline(true)
  })
  // The browser reports the broken download only now, online again: tried again at once, not
  // after the moment a failure while the connection settles waits.
  act(() => {
    fireEvent.error(image)
  })
  expect(screen.getByRole('img', { name: description })).toBeVisible()
  expect(screen.queryByText('Image unavailable.')).not.toBeInTheDocument()
})

const failTry = () => {
  act(() => {
    fireEvent.error(screen.getByRole('img', { name: description }))
  })
}

/** Moves the clock on to just before `ms`, checks the image has not been asked again, then to `ms`. */
function waitOut(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms - 1)
  })
  expect(screen.queryByRole('img', { name: description })).not.toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(1)
  })
}

describe('the connection just back', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    onlineManager.setOnline(false)
    onlineManager.setOnline(true)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('an image that fails while it settles tries three more times, 1, 2 and 4 s apart, then says it is unavailable', async () => {
    // Shown after the connection returned: it never saw it drop.
    await showRecord()
    for (const delay of [1_000, 2_000, 4_000]) {
      failTry()
      expect(screen.getByText('Image unavailable.')).toBeVisible()
      waitOut(delay)
      expect(screen.getByRole('img', { name: description })).toBeVisible()
    }
    failTry()
    act(() => {
      vi.runAllTimers()
    })
    expect(screen.getByText('Image unavailable.')).toBeVisible()
    expect(screen.queryByRole('img', { name: description })).not.toBeInTheDocument()
  })

  test('an image that fails 10 s after the connection returned is unavailable at once: not the connection', async () => {
    await showRecord()
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    failTry()
    act(() => {
      vi.runAllTimers()
    })
    expect(screen.getByText('Image unavailable.')).toBeVisible()
    expect(screen.queryByRole('img', { name: description })).not.toBeInTheDocument()
  })
})
