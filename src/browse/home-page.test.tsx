import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, delay, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { TEST_API, apiCalls, recordRequests } from '../../test/api'
import { cards, currentQuery, nextTask, renderApp, results, shownPepes } from '../../test/render'
import { faultHandlers } from '../mocks/faults'
import { server } from '../mocks/node'

describe('the random view', () => {
  test('shows one random v2 pepe: its image described by its description, and a link to it', async () => {
    renderApp()
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i)
    const [card] = await cards()
    const image = within(card as HTMLElement).getByRole('img')
    expect(within(card as HTMLElement).getByText(image.getAttribute('alt') ?? '', { selector: 'p' })).toBeVisible()
    // The picture is the link to its page (its name is the picture's); the hero's actions, "Caption" among them, come later.
    const link = within(card as HTMLElement).getByRole('link', { name: image.getAttribute('alt') ?? '' })
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/pepe\/\d+\?v=2$/))
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
    const { queryClient } = renderApp()
    const image = await screen.findByRole('img')
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('online'))
    // A refetch these set going would be on its way once their reactions have run.
    await act(nextTask)
    expect(queryClient.isFetching()).toBe(0)
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
    expect(currentQuery().get('v')).toBe('1')
    expect(currentQuery().get('q')).toBe('pepe')
    expect(window.history.length).toBe(before + 1)
    expect(screen.getByRole('radio', { name: 'v1' })).toHaveFocus()
    expect(await screen.findAllByRole('listitem')).toHaveLength(12)
    expect(within(await results()).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/\?v=1$/))
  })
})

describe('no match', () => {
  test('v1: an empty result says so, and "Clear search" shows every pepe again', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&q=zebra' })
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No pepe matches “zebra”.')
    })
    expect(within(await results()).queryAllByRole('listitem')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(currentQuery().get('q')).toBeNull()
    expect(await cards()).toHaveLength(12)
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
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

test('while the first answer loads, skeleton cards of the final number stand in, hidden from screen readers', async () => {
  server.use(http.get(`${TEST_API}/v1/pepe`, async () => {
    await delay(200)
    return HttpResponse.json({ status: 'success', result: [] })
  }))
  const { container } = renderApp(undefined, { route: '/?v=1&limit=5' })
  expect(screen.getByRole('status')).toHaveTextContent('Loading pepes…')
  const skeletons = container.querySelectorAll('[aria-hidden="true"] .pepe-card')
  expect(skeletons).toHaveLength(5)
  await waitFor(() => {
    expect(container.querySelectorAll('.skeleton')).toHaveLength(0)
  })
})

test('asked for 50, given 44: the status says so plainly', async () => {
  renderApp(undefined, { route: '/?v=1&limit=99' })
  await waitFor(() => {
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing 50, the most the API allows. 44 random pepes. That is all the catalogue gave of the 50 asked for.',
    )
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
      expect(currentQuery().get('limit')).toBe(limit)
    })
    expect(screen.getByRole('status')).toHaveTextContent(words)
    expect(await cards()).toHaveLength(Math.min(Number(limit), 44))
    for (const request of apiCalls(requests)) expect(new URL(request.url).searchParams.get('limit')).toBe(limit)
  })

  test('v=3 becomes v=2', async () => {
    renderApp(undefined, { route: '/?v=3&q=pepe' })
    await waitFor(() => {
      expect(currentQuery().get('v')).toBe('2')
    })
    expect(currentQuery().get('q')).toBe('pepe')
    expect(screen.getByRole('status')).toHaveTextContent('There is no API version “3”: showing v2.')
    expect(screen.getByRole('radio', { name: 'v2' })).toBeChecked()
  })
})

test('one unreadable record in a v1 answer leaves out that card only; one with no description is named "Pepe <id>"', async () => {
  const url = (id: string) => `${TEST_API}/pepes/${id}.svg`
  server.use(
    http.get(`${TEST_API}/v1/pepe`, () =>
      HttpResponse.json({
        status: 'success',
        result: [
          { id: 'a', url: url('a'), description: 'Pepe in the rain', tags: ['rain'], category: null },
          { id: 'b', url: url('b'), description: null },
          { id: '', url: url('c'), description: 'no id' },
          { id: 'd', url: 4, description: 'a number for a url' },
          { id: 'e', url: url('e') },
        ],
      }),
    ),
  )
  renderApp(undefined, { route: '/?v=1&limit=5' })
  expect(await shownPepes()).toEqual(['Pepe in the rain', 'Pepe b', 'Pepe e'])
  expect(screen.getByRole('link', { name: 'Pepe e' })).toHaveAttribute('href', '/pepe/e?v=1')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
