import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { recordRequests, TEST_API } from '../../test/api'
import { renderApp } from '../../test/render'
import { fixtures } from '../mocks/fixtures'

const apiCalls = (requests: Request[]) => requests.filter((request) => request.url.startsWith(TEST_API))
const heading = () => screen.findByRole('heading', { level: 1 })
const seven = fixtures[6] as (typeof fixtures)[number]
/** The paragraph that says `text`, its words that lead on links inside it. */
const paragraph = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text)

describe('a record', () => {
  test('shows its heading, image, description, version and links; the tab names it', async () => {
    document.title = 'Pepe Catalogue'
    const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
    expect(await screen.findByRole('img', { name: seven.description })).toHaveAttribute('src', `${TEST_API}${seven.image}`)
    expect(await heading()).toHaveTextContent('Pepe 7')
    expect(paragraph(seven.description)).toBeVisible()
    expect(screen.getByText('API version v2')).toBeVisible()
    const open = screen.getByRole('link', { name: 'Open image' })
    expect(open).toHaveAttribute('href', `${TEST_API}${seven.image}`)
    expect(open).toHaveAttribute('rel', 'noopener noreferrer')
    expect(open).toHaveAttribute('target', '_blank')
    expect(document.title).toContain(seven.description)
    expect(document.title).toContain('7')
    await user.click(screen.getByRole('link', { name: 'Back to random pepes' }))
    expect(document.title).toBe('Pepe Catalogue')
  })

  test('an image the CDN cannot give says so, next to the one "Open image" link', async () => {
    renderApp(undefined, { route: '/pepe/7?v=2' })
    fireEvent.error(await screen.findByRole('img', { name: seven.description }))
    expect(screen.getByText('Image unavailable.')).toBeVisible()
    expect(screen.getAllByRole('link', { name: 'Open image' })).toHaveLength(1)
    expect(paragraph(seven.description)).toBeVisible()
  })

  test('Copy link copies the page address and says "Copied" on the button for 2 s, and in the status', async () => {
    // The confirmation's 2 s on a clock the test moves on; everything else runs in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
    await user.click(await screen.findByRole('button', { name: 'Copy link' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Copied')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/pepe/7?v=2`)
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible()
    expect(screen.getByRole('status')).not.toHaveTextContent('Copied')
  })

  test.each(['smug pepe', 'c++', '100%', 'カエル', 'a/b?c#d', 'x%2Fy'])('v1 id %j travels encoded and comes back whole', async (id) => {
    const requests = recordRequests()
    renderApp(undefined, { route: `/pepe/${encodeURIComponent(id)}?v=1` })
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Pepe ${id}`)
    })
    const wanted = fixtures.find((pepe) => pepe.v1Id === id)
    if (wanted) expect(await screen.findByRole('img', { name: wanted.description })).toBeVisible()
    else expect(await screen.findByRole('alert')).toHaveTextContent('not found')
    expect(apiCalls(requests).map((request) => request.url)).toEqual([`${TEST_API}/v1/pepe/${encodeURIComponent(id)}`])
  })

  test('a v2 id with leading zeros opens that record', async () => {
    renderApp(undefined, { route: '/pepe/007?v=2' })
    expect(await screen.findByRole('img', { name: seven.description })).toBeVisible()
  })

  test.each(['abc', '-3', '4.0', '1e3', '%207'])('v2 id %j: "whole number", no request, and a way to try v1', async (id) => {
    const requests = recordRequests()
    renderApp(undefined, { route: `/pepe/${id}?v=2` })
    expect(await screen.findByRole('alert')).toHaveTextContent('whole number')
    const asV1 = screen.getByRole('link', { name: /as a v1 id/ })
    expect(asV1).toHaveAttribute('href', `/pepe/${encodeURIComponent(decodeURIComponent(id))}?v=1`)
    expect(apiCalls(requests)).toEqual([])
  })

  test('an unknown id says "not found"', async () => {
    renderApp(undefined, { route: '/pepe/9999?v=2' })
    expect(await screen.findByRole('alert')).toHaveTextContent('not found')
  })

  test('switching version opens the same id in the other version', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/smug%20pepe?v=1' })
    await screen.findByRole('img', { name: 'Smug pepe with a knowing grin' })
    await user.click(screen.getByRole('radio', { name: 'v2' }))
    expect(window.location.pathname + window.location.search).toBe('/pepe/smug%20pepe?v=2')
    expect(await screen.findByRole('alert')).toHaveTextContent('whole number')
  })
})

describe('from the random view', () => {
  test('opening a card costs no request, and the way back shows the same pick', async () => {
    const requests = recordRequests()
    const { user } = renderApp(undefined, { route: '/?v=1&q=pepe&limit=3' })
    const list = await screen.findByRole('list', { name: 'Results' })
    const shown = within(list).getAllByRole('img').map((image) => image.getAttribute('alt'))
    const [first] = within(list).getAllByRole('link')
    await user.click(first as HTMLElement)
    expect(await screen.findByRole('img', { name: shown[0] ?? '' })).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'Back to random pepes' }))
    expect(window.location.search).toBe('?v=1&q=pepe&limit=3')
    const again = within(await screen.findByRole('list', { name: 'Results' })).getAllByRole('img')
    expect(again.map((image) => image.getAttribute('alt'))).toEqual(shown)
    expect(apiCalls(requests)).toHaveLength(1)
  })

  test('Esc back to the grid puts focus on the card that was opened, not the top of the page', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    const list = await screen.findByRole('list', { name: 'Results' })
    // What comes just after the first screen has come (the hearts are part of it).
    await within(list).findAllByRole('button', { name: 'Favourite' })
    const opened = within(list).getAllByRole('link')[1] as HTMLElement
    const name = opened.getAttribute('href') ?? ''
    await user.click(opened)
    await screen.findByRole('heading', { level: 1, name: /^Pepe / })
    // The shortcuts come just after the first screen: their closed dialog says they are there.
    await screen.findByRole('dialog', { hidden: true })
    await user.keyboard('{Escape}')
    const again = await screen.findByRole('list', { name: 'Results' })
    await waitFor(() => {
      expect(again.querySelector(`a[href="${CSS.escape(name)}"]`)).toHaveFocus()
    })
  })
})

test('an unknown path is a page with a heading and a link home', async () => {
  const { user } = renderApp(undefined, { route: '/no/such/page' })
  expect(await heading()).toHaveTextContent('Page not found')
  await user.click(screen.getByRole('link', { name: 'Go to the random pepes' }))
  expect(window.location.pathname).toBe('/')
})
