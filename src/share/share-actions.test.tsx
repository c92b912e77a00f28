import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { TEST_API } from '../../test/api'
import { renderApp } from '../../test/render'
import { fixtures, type FixturePepe } from '../mocks/fixtures'
import { server } from '../mocks/node'

const seven = fixtures[6] as FixturePepe
const openSeven = async () => {
  const rendered = renderApp(undefined, { route: '/pepe/7?v=2' })
  await screen.findByRole('img', { name: seven.description })
  return rendered
}
/** The detail page's own status line (the one under its heading). */
const pageStatus = () => screen.getByRole('status')

/** jsdom has no Web Share API: each test gives the browser one, or not. */
function giveShare(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share)
  Object.defineProperty(navigator, 'share', { value: spy, configurable: true, writable: true })
  return spy
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
  localStorage.clear()
})

// The app's lazy chunks, compiled once up front: the first test's waits then time the app, not
// Vite transforming modules on a busy machine.
beforeAll(async () => {
  await Promise.all([import('../record/pepe-page'), import('../loading/after-first-screen')])
}, 60_000)

describe('Share', () => {
  test('is not offered where the browser has no share sheet', async () => {
    await openSeven()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument()
  })

  test('opens the share sheet with the page address, a title and the description', async () => {
    const share = giveShare(() => Promise.resolve())
    const { user } = await openSeven()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledExactlyOnceWith({ url: window.location.href, title: 'Pepe 7', text: seven.description })
    expect(window.location.href).toBe(`${window.location.origin}/pepe/7?v=2`)
    await act(() => Promise.resolve())
    expect(pageStatus()).toHaveTextContent('')
  })

  test('closing the sheet without choosing (AbortError) is not an error', async () => {
    const share = giveShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')))
    const { user } = await openSeven()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledTimes(1)
    // Let the rejection be handled.
    await act(async () => {
      await Promise.allSettled(share.mock.results.map((result) => result.value as Promise<void>))
    })
    expect(pageStatus()).toHaveTextContent('')
    expect(screen.queryByText(/did not work|Copy link” gives/)).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test.each([
    ['NotAllowedError', () => new DOMException('Permission denied', 'NotAllowedError')],
    ['a TypeError', () => new TypeError('cannot share this')],
  ])('another failure (%s) points to "Copy link"', async (_, error) => {
    giveShare(() => Promise.reject(error()))
    const { user } = await openSeven()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => {
      expect(pageStatus()).toHaveTextContent(/Copy link/)
    })
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible()
  })
})

describe('Download', () => {
  const originalCreate = Object.getOwnPropertyDescriptor(URL, 'createObjectURL')
  const originalRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL')
  beforeEach(() => {
    // Stand-ins: the page only needs an address to hand to its link.
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:pepe-7', configurable: true, writable: true })
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true, writable: true })
  })
  afterEach(() => {
    if (originalCreate) Object.defineProperty(URL, 'createObjectURL', originalCreate)
    else Reflect.deleteProperty(URL, 'createObjectURL')
    if (originalRevoke) Object.defineProperty(URL, 'revokeObjectURL', originalRevoke)
    else Reflect.deleteProperty(URL, 'revokeObjectURL')
  })

  test('saves a readable image as pepe-7.svg and says "Download started."', async () => {
    server.use(
      http.get(`${TEST_API}${seven.image}`, () => new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'image/svg+xml' } })),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { user } = await openSeven()
    await user.click(screen.getByRole('button', { name: 'Download' }))
    await waitFor(() => {
      expect(pageStatus()).toHaveTextContent('Download started.')
    })
    expect(click).toHaveBeenCalledTimes(1)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('pepe-7.svg')
    expect(open).not.toHaveBeenCalled()
  })

  test('an image its host will not let the page read opens in a new tab, and says so', async () => {
    server.use(http.get(`${TEST_API}${seven.image}`, () => HttpResponse.error()))
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { user } = await openSeven()
    await user.click(screen.getByRole('button', { name: 'Download' }))
    await waitFor(() => {
      expect(pageStatus()).toHaveTextContent(/opened in a new tab/)
    })
    expect(open).toHaveBeenCalledExactlyOnceWith(`${TEST_API}${seven.image}`, '_blank', 'noopener,noreferrer')
  })
})
