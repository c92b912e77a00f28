import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { apiCalls, recordRequests } from '../../test/api'
import { renderApp } from '../../test/render'

test.each(['.', '..'])('Open with the v1 id %j says "not found" in place: no request, no navigation', async (id) => {
  const { user } = renderApp(undefined, { route: '/?v=1&limit=2' })
  await screen.findByRole('list', { name: 'Results' })
  const requests = recordRequests()
  // It comes just after the first screen (loading/lazy-parts.ts).
  await user.type(await screen.findByRole('textbox', { name: 'Pepe id' }), id)
  await user.click(screen.getByRole('button', { name: 'Open' }))
  expect(screen.getByRole('alert')).toHaveTextContent('not found')
  expect(window.location.pathname + window.location.search).toBe('/?v=1&limit=2')
  expect(apiCalls(requests)).toHaveLength(0)
})

describe('Pepe id', () => {
  test('Open goes to that id in the current version', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1' })
    await user.type(screen.getByRole('textbox', { name: 'Pepe id' }), 'c++')
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(window.location.pathname + window.location.search).toBe('/pepe/c%2B%2B?v=1')
    expect(await screen.findByRole('img', { name: 'Sad pepe in the rain' })).toBeVisible()
  })

  test('an empty id is refused with a message, and goes nowhere', async () => {
    const { user } = renderApp(undefined, { route: '/?q=frog' })
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the id of a pepe')
    expect(window.location.pathname + window.location.search).toBe('/?q=frog')
  })
})
