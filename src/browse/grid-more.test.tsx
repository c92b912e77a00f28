import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { TEST_API, apiCalls, recordRequests } from '../../test/api'
import { cards, currentQuery, renderApp, shownPepes } from '../../test/render'
import { server } from '../mocks/node'

const record = (id: number) => ({ id: String(id), url: `${TEST_API}/pepes/${id}.svg`, description: `frog ${id}` })
/** The v1 API answering these pages of ids, one per request (at most its `limit` of each), then the last one again and again. */
function v1Pages(...pages: number[][]) {
  server.use(
    http.get(`${TEST_API}/v1/pepe`, ({ request }) => {
      const page = pages.length > 1 ? pages.shift() : pages[0]
      const limit = Number(new URL(request.url).searchParams.get('limit'))
      return HttpResponse.json({ status: 'success', result: (page ?? []).slice(0, limit).map(record) })
    }),
  )
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

const loadMore = () => screen.findByRole('button', { name: 'Load more' })

describe('Load more', () => {
  test('appends the new pepes of another answer to the same question, skipping those shown', async () => {
    v1Pages([1, 2, 3], [3, 4, 2, 5], [6])
    const requests = recordRequests()
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3&q=frog' })
    expect(await shownPepes()).toEqual(['frog 1', 'frog 2', 'frog 3'])
    await user.click(await loadMore())
    await waitFor(async () => {
      expect(await shownPepes()).toEqual(['frog 1', 'frog 2', 'frog 3', 'frog 4', 'frog 5'])
      // The first test of the file loads the grid's chunk: more time on a loaded machine.
    }, { timeout: 5000 })
    expect(screen.getByRole('status')).toHaveTextContent('3 random pepes matching “frog”. 2 more loaded.')
    // The same words each time, asking for the most v1 gives (pepes shown are left out); the URL holds the question, not the pages.
    const asked = apiCalls(requests).map((request) => new URL(request.url).search)
    expect(asked).toEqual(['?limit=3&search=frog', '?limit=50&search=frog'])
    expect(Object.fromEntries(currentQuery())).toEqual({ v: '1', q: 'frog', limit: '3' })
  })

  test('a page adds the grid’s number of new pepes, whole rows, when the catalogue has them', async () => {
    v1Pages([1, 2, 3], range(1, 10))
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    expect(await shownPepes()).toEqual(['frog 1', 'frog 2', 'frog 3'])
    await user.click(await loadMore())
    await waitFor(async () => {
      expect(await shownPepes()).toEqual(range(1, 6).map((id) => `frog ${id}`))
    })
    expect(screen.getByRole('status')).toHaveTextContent('3 more loaded.')
  })

  test('deep in a large catalogue, an answer of 50 with too few new is asked again, three times at most', async () => {
    // A grid of 30; "Load more" asks for 50, each answer bringing fewer new pepes than 30.
    const answers = [range(1, 50), range(1, 50), [...range(1, 49), 51], [52]]
    server.use(
      http.get(`${TEST_API}/v1/pepe`, ({ request }) => {
        const limit = new URL(request.url).searchParams.get('limit')
        const ids = limit === '50' ? (answers.shift() ?? []) : range(1, 30)
        return HttpResponse.json({ status: 'success', result: ids.map(record) })
      }),
    )
    const requests = recordRequests()
    const { user } = renderApp(undefined, { route: '/?v=1&limit=30' })
    expect(await cards()).toHaveLength(30)
    await user.click(await loadMore())
    // The cards are drawn in a render React may defer: after the status line.
    await waitFor(async () => {
      expect((await shownPepes()).slice(30)).toEqual([...range(31, 50), 51].map((id) => `frog ${id}`))
    }, { timeout: 5000 })
    expect(screen.getByRole('status')).toHaveTextContent('21 more loaded.')
    expect(apiCalls(requests).filter((request) => new URL(request.url).searchParams.get('limit') === '50')).toHaveLength(3)
    // Thirty cards and more drawn in jsdom.
  }, 15_000)

  test('a page with nothing new says "No more new pepes": the button is disabled, the end marker under it', async () => {
    v1Pages([1, 2], [2, 3], [1, 3, 2])
    const { user } = renderApp(undefined, { route: '/?v=1&limit=2' })
    await user.click(await loadMore())
    await waitFor(async () => {
      expect(await cards()).toHaveLength(3)
    })
    await user.click(await loadMore())
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent("No more new pepes. That's all of them.")
    })
    expect(screen.getByText("That's all of them", { selector: '.grid-end' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled()
    expect(await cards()).toHaveLength(3)
  })

  test('a grid that cannot grow (fewer pepes than asked: all there are) ends with the marker, no "Load more"', async () => {
    v1Pages([1, 2])
    renderApp(undefined, { route: '/?v=1&limit=3&q=frog' })
    expect(await shownPepes()).toEqual(['frog 1', 'frog 2'])
    expect(await screen.findByText("That's all of them")).toBeVisible()
    // The end is known from the answer itself: nothing to press, nothing loaded by scrolling.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  test('a failed page says so and the button tries again', async () => {
    v1Pages([1, 2])
    const { user } = renderApp(undefined, { route: '/?v=1&limit=2' })
    await cards()
    server.use(http.get(`${TEST_API}/v1/pepe`, () => HttpResponse.error(), { once: true }))
    await user.click(await loadMore())
    expect(await screen.findByText(/More pepes could not be loaded/)).toBeVisible()
    v1Pages([7])
    await user.click(await loadMore())
    await waitFor(async () => {
      expect(await shownPepes()).toEqual(['frog 1', 'frog 2', 'frog 7'])
    })
  })

  test('is not offered on v2, nor when the words matched nothing', async () => {
    renderApp()
    await cards()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })
})
