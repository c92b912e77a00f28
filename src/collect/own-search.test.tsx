import { screen, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import { apiCalls, recordRequests } from '../../test/api'
import { renderApp } from '../../test/render'
import { memoryArea } from '../../test/storage-area'
import type { Pepe } from '../api/schemas'
import { setStorageArea } from './storage-area'

const pepe = (id: number, description: string): Pepe => ({ version: 'v2', id: String(id), url: `https://cdn.onlypepes.com/${id}.png`, description })
const kept = [pepe(1, 'Pepe sipping café'), pepe(2, 'Sad pepe in the rain'), pepe(3, 'Pepe with a party hat'), pepe(31, 'Rainy day pepe')]

beforeAll(async () => {
  await Promise.all([import('../loading/after-first-screen'), import('./favourites-page')])
}, 60_000)

const listed = () =>
  within(screen.getByRole('list', { name: 'Favourites' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'))

test('"Search your pepes" filters as one types by words and id, with no request, the term in the URL (replaced), the count in the status', { timeout: 20_000 }, async () => {
  setStorageArea(memoryArea(new Map([['library', { version: 1, favourites: kept.map((p, i) => ({ pepe: p, added: 10 - i })), collections: [] }]])))
  const requests = recordRequests()
  const { user } = renderApp(undefined, { route: '/favourites' })
  const box = await screen.findByRole('searchbox', { name: 'Search your pepes' }, { timeout: 5_000 })
  const entries = window.history.length
  await user.type(box, 'rain')
  expect(await screen.findByText('2 of 4 pepes match “rain”.')).toBeVisible()
  expect(listed()).toEqual(['Sad pepe in the rain', 'Rainy day pepe'])
  expect(new URLSearchParams(window.location.search).get('q')).toBe('rain')
  expect(window.history.length).toBe(entries)

  await user.clear(box)
  await user.type(box, 'CAFE')
  expect(await screen.findByText('1 of 4 pepes matches “CAFE”.')).toBeVisible()
  await user.clear(box)
  await user.type(box, '31')
  expect(await screen.findByText('1 of 4 pepes matches “31”.')).toBeVisible()
  expect(listed()).toEqual(['Rainy day pepe'])
  await user.type(box, ' zebra')
  const none = await screen.findByText('No pepe of yours matches “31 zebra”.')
  expect(none).toBeVisible()
  // The count comes right under the box, where one types, not above the page's other controls.
  expect(box.compareDocumentPosition(none) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(screen.queryByRole('list', { name: 'Favourites' })).not.toBeInTheDocument()
  expect(apiCalls(requests)).toEqual([])
})

test('a search in the address applies on opening, to this list only: the header’s “Search descriptions” stays empty', async () => {
  setStorageArea(memoryArea(new Map([['library', { version: 1, favourites: kept.map((p, i) => ({ pepe: p, added: 10 - i })), collections: [] }]])))
  renderApp(undefined, { route: '/favourites?q=hat' })
  expect(await screen.findByText('1 of 4 pepes matches “hat”.', {}, { timeout: 5_000 })).toBeVisible()
  expect(screen.getByRole('searchbox', { name: 'Search your pepes' })).toHaveValue('hat')
  expect(screen.getByRole('searchbox', { name: 'Search descriptions' })).toHaveValue('')
})
