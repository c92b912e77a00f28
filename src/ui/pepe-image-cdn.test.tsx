import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { TEST_API } from '../../test/api'
import { renderApp } from '../../test/render'
import { server } from '../mocks/node'

// A build for Netlify (netlify.toml): images through its image CDN. Set before the app's modules load.
vi.hoisted(() => {
  vi.stubEnv('VITE_PEPE_IMAGE_CDN', 'netlify')
})

const own = 'https://cdn.onlypepes.com/pepes/7.png'

test('an image the image CDN cannot give comes from its own address; if that fails too, "Image unavailable"', async () => {
  server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({ data: { id: 7, url: own, description: 'Pepe on a bike' } })))
  renderApp()
  const throughCdn = await screen.findByRole('img', { name: 'Pepe on a bike' })
  expect(throughCdn).toHaveAttribute('src', `/.netlify/images?url=${encodeURIComponent(own)}&w=960`)
  fireEvent.error(throughCdn)
  const direct = screen.getByRole('img', { name: 'Pepe on a bike' })
  expect(direct).toHaveAttribute('src', own)
  expect(direct).not.toHaveAttribute('srcset')
  expect(direct.parentElement).toHaveAttribute('data-state', 'loading')
  fireEvent.error(direct)
  expect(screen.getByText(/Image unavailable/)).toBeVisible()
  expect(screen.getByRole('link', { name: 'Open image' })).toHaveAttribute('href', own)
})

test('an image the dropped connection broke is asked of the image CDN again once it is back, not of its own address', async () => {
  server.use(http.get(`${TEST_API}/v2/pepe`, () => HttpResponse.json({ data: { id: 7, url: own, description: 'Pepe on a bike' } })))
  renderApp()
  const cdnSrc = `/.netlify/images?url=${encodeURIComponent(own)}&w=960`
  const throughCdn = await screen.findByRole('img', { name: 'Pepe on a bike' })
  act(() => {
    onlineManager.setOnline(false)
  })
  act(() => {
    onlineManager.setOnline(true)
  })
  // Heard only now, online again.
  act(() => {
    fireEvent.error(throughCdn)
  })
  expect(screen.getByRole('img', { name: 'Pepe on a bike' })).toHaveAttribute('src', cdnSrc)
  expect(screen.queryByText(/Image unavailable/)).not.toBeInTheDocument()
})
