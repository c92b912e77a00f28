import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render'

const description = 'Sad pepe in the rain'

test('an image that failed offline tries again when the connection returns, even if it returned before the page heard of the failure', async () => {
  renderApp(undefined, { route: '/pepe/c%2B%2B?v=1' })
  const image = await screen.findByRole('img', { name: description })
  act(() => {
    onlineManager.setOnline(false)
  })
  // The failure and the connection's return in one go: the page's effects run after both.
  act(() => {
    fireEvent.error(image)
    onlineManager.setOnline(true)
  })
  expect(await screen.findByRole('img', { name: description })).toBeVisible()
  expect(screen.queryByText('Image unavailable.')).not.toBeInTheDocument()
})
