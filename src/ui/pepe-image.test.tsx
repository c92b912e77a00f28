import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render'

const description = 'Sad pepe in the rain'

test('an image the app draws shows its placeholder until it arrives, at the browser’s own priority', async () => {
  renderApp(undefined, { route: '/pepe/c%2B%2B?v=1' })
  const image = await screen.findByRole('img', { name: description })
  expect(image.parentElement).toHaveAttribute('data-state', 'loading')
  expect(image).not.toHaveAttribute('fetchpriority')
  expect(image).not.toHaveAttribute('elementtiming')
})
