import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { recordRequests, renderApp, TEST_API } from '../../test/render'
import { faultHandlers } from '../mocks/faults'
import { server } from '../mocks/node'

const results = () => screen.findByRole('list', { name: 'Results' })
const cards = async () => within(await results()).findAllByRole('listitem')
const query = () => new URLSearchParams(window.location.search)
const searchBox = () => screen.getByRole('searchbox', { name: 'Search descriptions' })
const apiCalls = (requests: Request[]) => requests.filter((request) => request.url.startsWith(TEST_API))

describe('the random view', () => {
  test('shows one random v2 pepe: its image described by its description, and a link to it', async () => {
    renderApp()
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i)
    const [card] = await cards()
    const image = within(card as HTMLElement).getByRole('img')
    expect(within(card as HTMLElement).getByText(image.getAttribute('alt') ?? '', { selector: 'p' })).toBeVisible()
    expect(within(card as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/pepe\/\d+\?v=2$/))
    expect(screen.getByRole('radio', { name: 'v2' })).toBeChecked()
    expect(screen.queryByRole('spinbutton', { name: 'Number of pepes' })).not.toBeInTheDocument()
  })

  test('v1 shows a grid of `limit` cards, 12 by default', async () => {
    renderApp(undefined, { route: '/?v=1' })
    expect(await cards()).toHaveLength(12)
    expect(screen.getByRole('spinbutton', { name: 'Number of pepes' })).toHaveValue(12)
  })

  test('an API failure is said in words, not a blank page', async () => {
    server.use(...faultHandlers('500'))
    renderApp()
    expect(await screen.findByRole('alert')).toHaveTextContent(/server error/i)
  })

  test('the pick does not change when the window regains focus, visibility or the network', async () => {
    const requests = recordRequests()
    renderApp()
    const image = await screen.findByRole('img')
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('online'))
    await act(() => delay(50))
    expect(screen.getByRole('img')).toBe(image)
    expect(apiCalls(requests)).toHaveLength(1)
  })
})

describe('API version', () => {
  test('switching keeps the search, adds one history entry and shows that version', async () => {
    const { user } = renderApp(undefined, { route: '/?q=pepe' })
    await results()
    const before = window.history.length
    await user.click(screen.getByRole('radio', { name: 'v1' }))
    expect(query().get('v')).toBe('1')
    expect(query().get('q')).toBe('pepe')
    expect(window.history.length).toBe(before + 1)
    expect(screen.getByRole('radio', { name: 'v1' })).toHaveFocus()
    expect(await screen.findAllByRole('listitem')).toHaveLength(12)
    expect(within(await results()).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/\?v=1$/))
  })
})

describe('Search descriptions', () => {
  test('typing filters after a pause, replacing the history entry, with at most 2 requests', async () => {
    const { user } = renderApp()
    await results()
    const requests = recordRequests()
    const before = window.history.length
    await user.type(searchBox(), 'guitar')
    await waitFor(() => {
      expect(query().get('q')).toBe('guitar')
    })
    expect(await screen.findByRole('img', { name: 'Pepe playing the guitar' })).toBeVisible()
    expect(window.history.length).toBe(before)
    expect(apiCalls(requests).length).toBeLessThanOrEqual(2)
    expect(screen.getByRole('status')).toHaveTextContent('A random pepe matching “guitar”.')
  })

  test('Enter applies at once and adds one history entry; Back restores box and results', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&q=coffee' })
    expect(await screen.findByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
    const before = window.history.length
    await user.clear(searchBox())
    await user.type(searchBox(), 'pizza{Enter}')
    expect(query().get('q')).toBe('pizza')
    expect(window.history.length).toBe(before + 1)
    expect(await screen.findByRole('img', { name: 'Pepe eating a slice of pizza' })).toBeVisible()
    act(() => {
      window.history.back()
    })
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
    await waitFor(() => {
      expect(query().get('q')).toBe('piz')
    })
    await user.type(searchBox(), 'za')
    await waitFor(() => {
      expect(query().get('q')).toBe('pizza')
    })
    await user.keyboard('{Enter}')
    expect(query().get('q')).toBe('pizza')
    act(() => {
      window.history.back()
    })
    await waitFor(() => {
      expect(searchBox()).toHaveValue('coffee')
    })
    expect(query().get('v')).toBe('1')
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
    act(() => {
      window.history.back()
    })
    await waitFor(() => {
      expect(searchBox()).toHaveValue('guitar')
    })
    await user.clear(searchBox())
    await user.type(searchBox(), 'pizza')
    await waitFor(() => {
      expect(query().get('q')).toBe('pizza')
    })
    await user.keyboard('{Enter}')
    act(() => {
      window.history.back()
    })
    await waitFor(() => {
      expect(query().get('q')).toBe('guitar')
    })
    expect(searchBox()).toHaveValue('guitar')
  })

  test('a search typed on a record leaves it with one entry, and Enter adds no second one: Back returns to the record', async () => {
    const { user } = renderApp(undefined, { route: '/pepe/3?v=2' })
    await screen.findByRole('heading', { level: 1 })
    await user.type(searchBox(), 'guitar')
    expect(await screen.findByRole('img', { name: 'Pepe playing the guitar' })).toBeVisible()
    await user.keyboard('{Enter}')
    expect(window.location.pathname).toBe('/')
    act(() => {
      window.history.back()
    })
    await waitFor(() => {
      expect(window.location.pathname).toBe('/pepe/3')
    })
  })

  test('clearing the box removes the search', async () => {
    const { user } = renderApp(undefined, { route: '/?q=coffee' })
    await results()
    await user.clear(searchBox())
    await waitFor(() => {
      expect(query().has('q')).toBe(false)
    })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(/^A random pepe\.$/)
    })
  })

  test('never loses characters while results load', async () => {
    server.use(...faultHandlers('slow', { delayMs: 400 }))
    renderApp()
    await results()
    // Pauses longer than the debounce, so a request starts between keystrokes.
    await userEvent.setup({ delay: 300 }).type(searchBox(), 'sad pepe')
    expect(searchBox()).toHaveValue('sad pepe')
    await waitFor(() => {
      expect(query().get('q')).toBe('sad pepe')
    })
    expect(searchBox()).toHaveValue('sad pepe')
  })
})

describe('no match', () => {
  test('v1: an empty result says so', async () => {
    renderApp(undefined, { route: '/?v=1&q=zebra' })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No pepe matches “zebra”.')
    })
    expect(within(await results()).queryAllByRole('listitem')).toHaveLength(0)
  })

  test('v2: found false with a record shows it, and says it is unfiltered', async () => {
    renderApp(undefined, { route: '/?q=zebra' })
    expect(await cards()).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('No pepe matches “zebra”: the pepe shown is unfiltered.')
  })

  test('v2: found false without a record, and a 404 to a search, say no match', async () => {
    server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({ search: { terms: 'zebra', found: false } })))
    renderApp(undefined, { route: '/?q=zebra' })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No pepe matches “zebra”.')
    })
    server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({ error: 'none' }, { status: 404 })))
    renderApp(undefined, { route: '/?q=yak' })
    await waitFor(() => {
      expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('No pepe matches “yak”.')
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('Number of pepes', () => {
  test('applies after a pause', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1' })
    await results()
    const input = screen.getByRole('spinbutton', { name: 'Number of pepes' })
    await user.clear(input)
    await user.type(input, '5')
    await waitFor(async () => {
      expect(await cards()).toHaveLength(5)
    })
    expect(query().get('limit')).toBe('5')
  })

  test('an out-of-range value is clamped, shown clamped, and the status says why', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    await results()
    const input = screen.getByRole('spinbutton', { name: 'Number of pepes' })
    await user.clear(input)
    await user.type(input, '99{Enter}')
    expect(input).toHaveValue(50)
    expect(query().get('limit')).toBe('50')
    expect(screen.getByRole('status')).toHaveTextContent('Showing 50, the most the API allows.')
  })

  test('leaving an emptied box puts the current value back', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    await results()
    const input = screen.getByRole('spinbutton', { name: 'Number of pepes' })
    await user.clear(input)
    await user.tab()
    expect(input).toHaveValue(3)
    expect(query().get('limit')).toBe('3')
  })
})

describe('bad values in the URL are corrected, not fatal', () => {
  test.each([
    ['/?v=1&limit=999', '50', 'Showing 50, the most the API allows.'],
    ['/?v=1&limit=0', '1', 'Showing 1, the fewest the API gives.'],
    ['/?v=1&limit=abc', '12', '“abc” is not a whole number: showing 12'],
  ])('%s shows limit %s and says so', async (route, limit, words) => {
    const requests = recordRequests()
    renderApp(undefined, { route })
    await waitFor(() => {
      expect(query().get('limit')).toBe(limit)
    })
    expect(screen.getByRole('status')).toHaveTextContent(words)
    expect(await cards()).toHaveLength(Math.min(Number(limit), 44))
    for (const request of apiCalls(requests)) expect(new URL(request.url).searchParams.get('limit')).toBe(limit)
  })

  test('v=3 becomes v=2', async () => {
    renderApp(undefined, { route: '/?v=3&q=pepe' })
    await waitFor(() => {
      expect(query().get('v')).toBe('2')
    })
    expect(query().get('q')).toBe('pepe')
    expect(screen.getByRole('status')).toHaveTextContent('There is no API version “3”: showing v2.')
    expect(screen.getByRole('radio', { name: 'v2' })).toBeChecked()
  })
})

describe('New random', () => {
  test('keeps the current pick on screen, announced as loading, until a different one comes', async () => {
    server.use(http.get(`${TEST_API}/v1/pepe`, async () => {
      await delay(100)
    }))
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    const first = (await cards()).map((card) => card.textContent)
    await user.click(screen.getByRole('button', { name: 'New random' }))
    expect(screen.getByRole('status')).toHaveTextContent('Loading a new pick…')
    expect(await results()).toHaveAttribute('aria-busy', 'true')
    expect((await cards()).map((card) => card.textContent)).toEqual(first)
    await waitFor(async () => {
      expect(await results()).toHaveAttribute('aria-busy', 'false')
    })
    expect((await cards()).map((card) => card.textContent)).not.toEqual(first)
  })
})

test('New random on v2 asks once more when the API repeats the pepe on screen', async () => {
  const answers = [1, 1, 2].map((id) => ({ data: { id, url: `${TEST_API}/pepes/0${id}.svg`, description: `frog ${id}` } }))
  server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json(answers.shift() ?? null)))
  const requests = recordRequests()
  const { user } = renderApp()
  expect(await screen.findByRole('img', { name: 'frog 1' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'New random' }))
  expect(await screen.findByRole('img', { name: 'frog 2' })).toBeVisible()
  expect(apiCalls(requests)).toHaveLength(3)
})

test('with a search, New random sends one request per click, even if the pick repeats', async () => {
  const requests = recordRequests()
  const { user } = renderApp(undefined, { route: '/?q=wizard' })
  expect(await screen.findByRole('img', { name: 'Pepe wearing a wizard hat' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'New random' }))
  await waitFor(() => {
    expect(screen.getByRole('status')).toHaveTextContent('A random pepe matching “wizard”.')
  })
  expect(apiCalls(requests)).toHaveLength(2)
})

test('New random on the not-found page goes to the random view', async () => {
  const { user } = renderApp(undefined, { route: '/nope?v=1&limit=3' })
  await user.click(screen.getByRole('button', { name: 'New random' }))
  expect(window.location.pathname + window.location.search).toBe('/?v=1&limit=3')
  expect(await cards()).toHaveLength(3)
})

describe('a card', () => {
  test('holds a placeholder in its reserved box until the image loads; cards below the fold load lazily', async () => {
    renderApp(undefined, { route: '/?v=1' })
    const images = within(await results()).getAllByRole('img')
    const first = images[0] as HTMLImageElement
    expect(first).toHaveAttribute('width', '512')
    expect(first).toHaveAttribute('height', '512')
    expect(first.parentElement).toHaveAttribute('data-state', 'loading')
    fireEvent.load(first)
    expect(first.parentElement).toHaveAttribute('data-state', 'loaded')
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(4).fill('eager'),
      ...Array<string>(8).fill('lazy'),
    ])
  })

  test('shows "Image unavailable" with an "Open image" link when the image fails', async () => {
    renderApp()
    const image = await screen.findByRole('img')
    const url = image.getAttribute('src')
    fireEvent.error(image)
    expect(screen.getByText(/Image unavailable/)).toBeVisible()
    const link = screen.getByRole('link', { name: 'Open image' })
    expect(link).toHaveAttribute('href', url)
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
