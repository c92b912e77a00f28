import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { recordRequests, renderApp } from '../../test/render'
import { faultHandlers } from '../mocks/faults'
import { server } from '../mocks/node'

test('shows a random v2 pepe: its image described by its description, and a link to it', async () => {
  renderApp()
  expect(screen.getByRole('status')).toHaveTextContent(/loading/i)
  const results = await screen.findByRole('list', { name: 'Results' })
  const image = within(results).getByRole('img')
  const description = within(results).getByText(image.getAttribute('alt') ?? '', { selector: 'p' })
  expect(description).toBeVisible()
  expect(within(results).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/pepe\/\d+\?v=2$/))
})

test('an API failure is said in words, not a blank page', async () => {
  server.use(...faultHandlers('500'))
  renderApp()
  expect(await screen.findByRole('alert')).toHaveTextContent(/server error/i)
})

test('the pick does not change when the window regains focus', async () => {
  const requests = recordRequests()
  renderApp()
  const image = await screen.findByRole('img')
  window.dispatchEvent(new Event('focus'))
  document.dispatchEvent(new Event('visibilitychange'))
  window.dispatchEvent(new Event('online'))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(screen.getByRole('img')).toBe(image)
  expect(requests).toHaveLength(1)
})
