// The library stored through idb-keyval's own IndexedDB code, in fake-indexeddb's IndexedDB.
import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import { renderApp } from '../../test/render'
import { chooseFile, entry, fileOf, libraryFile } from '../../test/library-files'
import { idbArea } from '../../test/storage-area'
import { setStorageArea } from './storage-area'
import type { LibraryDoc } from './library-doc'

beforeAll(async () => {
  await import('./favourites-page')
}, 60_000)

const one = { pepe: { version: 'v2', id: '1', url: 'https://cdn.onlypepes.com/1.png', description: 'Pepe number 1' }, added: Date.parse('2026-11-01T00:00:00Z') } as const
const kept: LibraryDoc = { version: 1, favourites: [one], collections: [{ name: 'Rainy', members: [one] }] }
const file = fileOf(
  JSON.stringify(
    libraryFile({
      favourites: [entry(1), entry(2, '2026-11-20T00:00:00.000Z'), entry(3, '2026-11-25T00:00:00.000Z')],
      collections: [
        { name: 'rainy', members: [entry(2, '2026-11-20T00:00:00.000Z')] },
        { name: 'Sunny', members: [entry(4, '2026-11-26T00:00:00.000Z')] },
      ],
    }),
  ),
)

test('an import adds what is new, says how much, and loses nothing kept; the same file again adds nothing', async () => {
  const area = await idbArea(new Map([['library', kept]]))
  setStorageArea(area)
  const { user } = renderApp(undefined, { route: '/favourites' })
  await screen.findByRole('img', { name: 'Pepe number 1' })
  await chooseFile(user, file)
  expect(await screen.findByText('Added 3 pepes and 1 collection.')).toHaveAttribute('role', 'status')
  const list = await screen.findByRole('list', { name: 'Favourites' })
  // Newest first, by the times in the file; pepe 4 came in through "Sunny" alone.
  expect(within(list).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Pepe number 4', 'Pepe number 3', 'Pepe number 2', 'Pepe number 1'])
  const stored = (await area.get('library')) as LibraryDoc
  expect(stored.collections.map(({ name, members }) => [name, members.map(({ pepe }) => pepe.id)])).toEqual([
    ['Rainy', ['2', '1']],
    ['Sunny', ['4']],
  ])
  expect(stored.favourites.find(({ pepe }) => pepe.id === '1')?.added).toBe(one.added)

  await chooseFile(user, file)
  expect(await screen.findByText(/^Nothing new/)).toHaveAttribute('role', 'status')
  expect(((await area.get('library')) as LibraryDoc).favourites).toHaveLength(4)
})

test('Import is there with nothing kept yet, and a first import fills the page', async () => {
  setStorageArea(await idbArea())
  const { user } = renderApp(undefined, { route: '/favourites' })
  await screen.findByText(/No favourites yet/)
  await chooseFile(user, file)
  expect(await screen.findByText('Added 4 pepes and 2 collections.')).toBeVisible()
  expect(within(await screen.findByRole('list', { name: 'Favourites' })).getAllByRole('img')).toHaveLength(4)
})
