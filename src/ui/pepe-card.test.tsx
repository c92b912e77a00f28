import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderApp, results } from '../../test/render'

describe('a card', () => {
  test('holds a placeholder in its reserved box until the image loads; cards below the fold load lazily', async () => {
    renderApp(undefined, { route: '/?v=1' })
    const images = within(await results()).getAllByRole('img')
    const first = images[0] as HTMLImageElement
    expect(first).toHaveAttribute('width', '512')
    expect(first).toHaveAttribute('height', '512')
    expect(first.parentElement).toHaveAttribute('data-state', 'loading')
    fireEvent.load(first)
    expect(first.parentElement).toHaveAttribute('data-state', 'loaded')
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(4).fill('eager'),
      ...Array<string>(8).fill('lazy'),
    ])
  })

  test('shows "Image unavailable" with an "Open image" link when the image fails', async () => {
    renderApp()
    const image = await screen.findByRole('img')
    const url = image.getAttribute('src')
    fireEvent.error(image)
    expect(screen.getByText(/Image unavailable/)).toBeVisible()
    const link = screen.getByRole('link', { name: 'Open image' })
    expect(link).toHaveAttribute('href', url)
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('an image that failed tries again when the connection returns, and the card drops "Open image" once it shows', async () => {
    renderApp()
    fireEvent.error(await screen.findByRole('img'))
    expect(screen.getByText(/Image unavailable/)).toBeVisible()
    fireEvent(window, new Event('offline'))
    expect(screen.getByText(/Image unavailable/)).toBeVisible()
    fireEvent(window, new Event('online'))
    const again = await screen.findByRole('img')
    expect(again.parentElement).toHaveAttribute('data-state', 'loading')
    fireEvent.load(again)
    expect(again.parentElement).toHaveAttribute('data-state', 'loaded')
    expect(screen.queryByText(/Image unavailable/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'Open image' })).toBeNull()
  })
})
