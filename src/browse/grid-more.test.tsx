import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { TEST_API, apiCalls, recordRequests } from '../../test/api'
import { cards, currentQuery, renderApp, shownPepes } from '../../test/render'
import { server } from '../mocks/node'

const record = (id: number) => ({ id: String(id), url: `${TEST_API}/pepes/${id}.svg`, description: `frog ${id}` })
/** The v1 API answering these pages of ids, one per request, then the last one again and again. */
function v1Pages(...pages: number[][]) {
  server.use(
    http.get(`${TEST_API}/v1/pepe`, () => {
      const page = pages.length > 1 ? pages.shift() : pages[0]
      return HttpResponse.json({ status: 'success', result: (page ?? []).map(record) })
    }),
  )
}

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
    })
    expect(screen.getByRole('status')).toHaveTextContent('3 random pepes matching “frog”. 2 more loaded.')
    // The same question each time; the URL holds the question, not the pages.
    const asked = apiCalls(requests).map((request) => new URL(request.url).search)
    expect(asked).toEqual(['?limit=3&search=frog', '?limit=3&search=frog'])
    expect(Object.fromEntries(currentQuery())).toEqual({ v: '1', q: 'frog', limit: '3' })
  })

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
