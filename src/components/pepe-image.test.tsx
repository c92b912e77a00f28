import { cleanup, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render'
import { noteDrawnImages } from './pepe-image'

/** An image the browser has shown: complete, with its pixels (jsdom loads none). */
function shownImage(src: string) {
  const img = document.createElement('img')
  img.setAttribute('src', src)
  Object.defineProperties(img, { complete: { value: true }, naturalWidth: { value: 512 } })
  return img
}

const route = '/pepe/c%2B%2B?v=1'
const description = 'Sad pepe in the rain'

test('the image the server drew, already shown, is the app’s from the start: no placeholder over it; one still loading, or another, is not', async () => {
  renderApp(undefined, { route })
  const src = (await screen.findByRole('img', { name: description })).getAttribute('src') ?? ''
  expect(screen.getByRole('img', { name: description }).parentElement).toHaveAttribute('data-state', 'loading')
  cleanup()

  const drawn = document.createElement('div')
  const loading = document.createElement('img')
  loading.setAttribute('src', src)
  drawn.append(loading, shownImage(`${src}?other`))
  noteDrawnImages(drawn)
  renderApp(undefined, { route })
  expect((await screen.findByRole('img', { name: description })).parentElement).toHaveAttribute('data-state', 'loading')
  cleanup()

  drawn.append(shownImage(src))
  noteDrawnImages(drawn)
  renderApp(undefined, { route })
  expect((await screen.findByRole('img', { name: description })).parentElement).toHaveAttribute('data-state', 'loaded')
})
