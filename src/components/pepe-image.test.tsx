import { cleanup, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render'
import { noteDrawnImages } from './pepe-image'

const route = '/pepe/c%2B%2B?v=1'
const description = 'Sad pepe in the rain'

/** The server's first screen (netlify/preview/first-screen.ts) with one image of `src`. */
function drawnWith(src: string) {
  const drawn = document.createElement('div')
  const img = document.createElement('img')
  img.setAttribute('src', src)
  drawn.append(img)
  return drawn
}

test('the image the server drew is shown as it is, even still arriving: no placeholder over it, its priority and timing name; another is not', async () => {
  renderApp(undefined, { route })
  const image = await screen.findByRole('img', { name: description })
  const src = image.getAttribute('src') ?? ''
  expect(image.parentElement).toHaveAttribute('data-state', 'loading')
  expect(image).not.toHaveAttribute('fetchpriority')
  expect(image).not.toHaveAttribute('elementtiming')
  cleanup()

  noteDrawnImages(drawnWith(`${src}?other`))
  renderApp(undefined, { route })
  expect((await screen.findByRole('img', { name: description })).parentElement).toHaveAttribute('data-state', 'loading')
  cleanup()

  // Not complete (jsdom loads no image): the server's element, which React keeps, still arriving.
  noteDrawnImages(drawnWith(src))
  renderApp(undefined, { route })
  const drawn = await screen.findByRole('img', { name: description })
  expect(drawn.parentElement).toHaveAttribute('data-state', 'loaded')
  expect(drawn).toHaveAttribute('fetchpriority', 'high')
  expect(drawn).toHaveAttribute('elementtiming', 'pepe-first-image')
})
