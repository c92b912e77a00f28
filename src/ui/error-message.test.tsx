import { act, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderApp } from '../../test/render'
import { faultHandlers } from '../mocks/faults'
import { server } from '../mocks/node'

/** The two pages whose pepes live in this browser: somewhere to go while the catalogue cannot answer. */
function expectWayOn(within: ReturnType<typeof screen.getByRole>) {
  const place = (name: string) => within.querySelector(`a[href="${name}"]`)
  expect(place('/favourites')).toHaveAccessibleName('Your favourites')
  expect(place('/recent')).toHaveAccessibleName('Pepes you’ve seen')
}

describe('where there is nothing to show', () => {
  test('an error offers a way on: the favourites and the pepes seen, kept in this browser', async () => {
    server.use(...faultHandlers('500'))
    renderApp(undefined, { route: '/?v=1' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('server error')
    expectWayOn(alert)
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('offline, the banner offers the way on, and the status line does not say it again', async () => {
    const { user } = renderApp(undefined, { route: '/?v=1&limit=3' })
    await screen.findByRole('list', { name: 'Results' })
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    const banner = screen.getByText(/You are offline/).closest('[role=status]') as HTMLElement
    expectWayOn(banner)
    await user.type(screen.getByRole('searchbox', { name: 'Search descriptions' }), 'coffee{Enter}')
    const status = screen.getAllByRole('status').find((each) => each !== banner)
    expect(status).toHaveTextContent('Still showing the last pepes.')
    expect(status).not.toHaveTextContent(/connection/)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('img', { name: 'Pepe sipping hot coffee' })).toBeVisible()
  })
})
