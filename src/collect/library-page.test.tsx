import { screen, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import { TEST_API } from '../../test/api'
import { recordActions, renderApp } from '../../test/render'
import { fullArea, memoryArea } from '../../test/storage-area'
import { fixtures, type FixturePepe } from '../mocks/fixtures'
import { setStorageArea, type StorageArea } from './storage-area'

const seven = fixtures[6] as FixturePepe
const kept = { pepe: { version: 'v2', id: '7', url: `${TEST_API}${seven.image}`, description: seven.description }, added: 1 }

beforeAll(async () => {
  await Promise.all([import('../record/pepe-page'), import('../loading/after-first-screen'), import('./favourites-page')])
}, 60_000)

test('a full storage says so in an alert, and the pepe shows as not kept', async () => {
  setStorageArea(fullArea(memoryArea()))
  const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
  await screen.findByRole('img', { name: seven.description })
  await user.click(await recordActions().findByRole('button', { name: 'Favourite', pressed: false }))
  expect(await screen.findByRole('alert')).toHaveTextContent(/storage is full/)
  expect(recordActions().getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false')
})

test('while the library is read, /favourites never says there are none', async () => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const area = memoryArea(new Map([['library', { version: 1, favourites: [kept], collections: [] }]]))
  const slow: StorageArea = { get: async (key) => (await held, area.get(key)), update: area.update }
  setStorageArea(slow)
  renderApp(undefined, { route: '/favourites' })
  expect(await screen.findByText(/Reading what this browser keeps/)).toBeVisible()
  expect(screen.queryByText(/No favourites yet/)).not.toBeInTheDocument()
  release()
  const list = await screen.findByRole('list', { name: 'Favourites' })
  expect(within(list).getByRole('img', { name: seven.description })).toBeVisible()
  expect(screen.queryByText(/No favourites yet/)).not.toBeInTheDocument()
})

test('a library of collections alone, their pepes unfavourited, can still be exported; an empty one has nothing to export', async () => {
  setStorageArea(memoryArea(new Map([['library', { version: 1, favourites: [], collections: [{ name: 'Rainy days', members: [kept] }] }]])))
  const { unmount } = renderApp(undefined, { route: '/favourites' })
  expect(await screen.findByRole('link', { name: /Rainy days/ })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Export' })).toBeVisible()
  unmount()
  setStorageArea(memoryArea())
  renderApp(undefined, { route: '/favourites' })
  expect(await screen.findByText(/No favourites yet/)).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument()
})

test('a storage that cannot be written says, in an alert that can be dismissed, that changes last only for this page; the change shows', async () => {
  const area = memoryArea()
  setStorageArea({ get: area.get, update: () => Promise.reject(new DOMException('closed', 'AbortError')) })
  const { user } = renderApp(undefined, { route: '/pepe/7?v=2' })
  await screen.findByRole('img', { name: seven.description })
  await user.click(await recordActions().findByRole('button', { name: 'Favourite', pressed: false }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(/last only until this page closes/)
  expect(recordActions().getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true')
  // Said once, it can be put away: it stays over the foot of every page otherwise.
  await user.click(within(alert).getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
