import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, delay, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { TEST_API, apiCalls, recordRequests } from '../../test/api'
import { cards, renderApp, results, shownPepes } from '../../test/render'
import { server } from '../mocks/node'

describe('New random', () => {
  test('keeps the current pick on screen, announced as loading, until a different one comes', async () => {
    server.use(http.get(`${TEST_API}/v1/pepe`, async () => {
      await delay(100)
    }))
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    const first = await shownPepes()
    await user.click(screen.getByRole('button', { name: 'New random' }))
    expect(screen.getByRole('status')).toHaveTextContent('Loading a new pick…')
    expect(await results()).toHaveAttribute('aria-busy', 'true')
    expect(await shownPepes()).toEqual(first)
    await waitFor(async () => {
      expect(await results()).toHaveAttribute('aria-busy', 'false')
    })
    expect(await shownPepes()).not.toEqual(first)
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

test('New random on a record goes to the random view, with the current search', async () => {
  const { user } = renderApp(undefined, { route: '/pepe/7?v=2&q=hat' })
  await screen.findByRole('button', { name: 'Copy link' })
  await user.click(screen.getByRole('button', { name: 'New random' }))
  expect(window.location.pathname + window.location.search).toBe('/?v=2&q=hat')
  expect(await cards()).toHaveLength(1)
})
