import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { renderApp } from '../../test/render'
import { memoryArea } from '../../test/storage-area'
import type { Pepe } from '../api/schemas'
import { setStorageArea } from './storage-area'

/**
 * jsdom lays nothing out, so a virtual list (src/collect/virtual-cards.tsx) would see a grid of no
 * width. This gives the kept lists' grid the width a browser would (the virtualiser's docs and
 * issues: a rect from getBoundingClientRect); the window is jsdom's own (1024×768), and without the
 * app's CSS the grid has one column. Returns the undoing.
 */
function giveGridWidth(width: number): () => void {
  const rect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')
  const own = rect?.value as (this: Element) => DOMRect
  Element.prototype.getBoundingClientRect = function (this: Element) {
    return this.matches('.results-virtual') ? new DOMRect(0, 0, width, 0) : own.call(this)
  }
  return () => {
    if (rect) Object.defineProperty(Element.prototype, 'getBoundingClientRect', rect)
  }
}

/** Scrolls jsdom's window (which has no layout to scroll) to `y`, as a visitor's wheel would, with its scroll event. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

const pepe = (n: number): Pepe => ({ version: 'v2', id: String(n), url: `https://cdn.onlypepes.com/${n}.png`, description: `Kept pepe ${n}` })
const COUNT = 200
let undo = () => {}

beforeAll(async () => {
  await Promise.all([import('../loading/after-first-screen'), import('./favourites-page')])
}, 60_000)

afterEach(() => {
  undo()
  scrollWindowTo(0)
})

/** /favourites with COUNT favourites, newest (COUNT) first, in a grid 800 px wide. */
async function openLongList() {
  undo = giveGridWidth(800)
  const favourites = Array.from({ length: COUNT }, (_, i) => ({ pepe: pepe(COUNT - i), added: COUNT - i }))
  setStorageArea(memoryArea(new Map([['library', { version: 1, favourites, collections: [] }]])))
  const rendered = renderApp(undefined, { route: '/favourites' })
  const list = await screen.findByRole('list', { name: 'Favourites' }, { timeout: 5_000 })
  return { ...rendered, list }
}
const places = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => Number(item.getAttribute('aria-posinset')))
/** The whole list's height, as the virtualiser works it out. */
const height = (list: HTMLElement) => Number.parseFloat(list.style.height)
const cardLink = (list: HTMLElement, n: number) => within(list).getByRole('link', { name: `Kept pepe ${n}` })

test('a long list draws the rows near the window, each card saying its place in the whole list; scrolling draws the rows it comes to', { timeout: 20_000 }, async () => {
  const { list } = await openLongList()
  expect(screen.getByRole('status')).toHaveTextContent(`${COUNT} pepes.`)
  const first = places(list)
  // Rows of a square card and its words near the window: a few, not 200 cards.
  expect(first[0]).toBe(1)
  expect(first.length).toBeGreaterThan(2)
  expect(first.length).toBeLessThan(30)
  expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', String(COUNT))
  expect(within(list).getAllByRole('img')[0]).toHaveAccessibleName(`Kept pepe ${COUNT}`)

  act(() => {
    scrollWindowTo(height(list) / 2)
  })
  await waitFor(() => {
    expect(places(list)).toContain(COUNT / 2)
  })
  expect(places(list)).not.toContain(1)
  expect(places(list)).not.toContain(COUNT)

  act(() => {
    scrollWindowTo(height(list) - 768)
  })
  await waitFor(() => {
    expect(places(list).at(-1)).toBe(COUNT)
  })
  expect(cardLink(list, 1)).toBeInTheDocument()
})

test('the card holding focus stays drawn (and focused) when the list scrolls far from it, and Tab goes on to the next card', { timeout: 20_000 }, async () => {
  const { list, user } = await openLongList()
  const link = cardLink(list, COUNT)
  link.focus()
  act(() => {
    scrollWindowTo(height(list) - 768)
  })
  await waitFor(() => {
    expect(places(list).at(-1)).toBe(COUNT)
  })
  expect(link).toBeInTheDocument()
  expect(link).toHaveFocus()

  act(() => {
    scrollWindowTo(0)
  })
  await waitFor(() => {
    expect(places(list)).not.toContain(COUNT)
  })
  // The card's link, its heart, "Add to collection", then the next card's link.
  await user.tab()
  await user.tab()
  await user.tab()
  expect(cardLink(list, COUNT - 1)).toHaveFocus()
})
