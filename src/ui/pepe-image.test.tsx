import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { TEST_API } from '../../test/api'
import { renderApp, testConfig } from '../../test/render'

const description = 'Sad pepe in the rain'

test('an image the app draws shows its placeholder until it arrives, at the browser’s own priority', async () => {
  renderApp(undefined, { route: '/pepe/c%2B%2B?v=1' })
  const image = await screen.findByRole('img', { name: description })
  expect(image.parentElement).toHaveAttribute('data-state', 'loading')
  expect(image).not.toHaveAttribute('fetchpriority')
  expect(image).not.toHaveAttribute('elementtiming')
})

test('the image the server draws is shown as it is, even still arriving: no placeholder over it, at high priority, with its timing name', async () => {
  const record = { data: { id: 7, url: `${TEST_API}/pepes/7.png`, description } }
  // The server's modules, as in the page function: none of the browser's parts fetched.
  vi.resetModules()
  const { renderFirstScreen } = await import('../first-screen/render')
  const root = document.createElement('div')
  root.innerHTML = await renderFirstScreen('/pepe/7?v=2', { record: { version: 'v2', id: '7', record } }, testConfig)
  const image = root.querySelector(`img[alt="${description}"]`)
  expect(image?.parentElement).toHaveAttribute('data-state', 'loaded')
  expect(image).toHaveAttribute('fetchpriority', 'high')
  expect(image).toHaveAttribute('elementtiming', 'pepe-first-image')
})
