import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import { recordRequests } from '../../test/api'
import { renderApp } from '../../test/render'
import { memoryArea } from '../../test/storage-area'
import type { Pepe } from '../api/schemas'
import { fixtures } from '../mocks/fixtures'
import { parseLibrary } from './library-parse'
import { sharedPath } from './shared-link'
import { setStorageArea } from './storage-area'

// The demo's own files: images on the app's origin, which a demo build trusts.
const rain: Pepe[] = fixtures.slice(0, 3).map((fixture) => ({
  version: 'v2',
  id: String(fixture.v2Id),
  url: new URL(fixture.image, location.href).href,
  description: fixture.description,
}))

beforeAll(async () => {
  await Promise.all([import('./favourites-page'), import('../loading/after-first-screen')])
}, 60_000)

test('a shared link shows its collection, read-only, from the link alone: no request', async () => {
  const requests = recordRequests()
  renderApp(undefined, { route: sharedPath('Rainy days', rain) })
  expect(await screen.findByRole('heading', { level: 1, name: 'Shared collection: Rainy days' }, { timeout: 5_000 })).toBeVisible()
  const list = screen.getByRole('list', { name: 'Rainy days' })
  expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  expect(within(list).getByRole('link', { name: rain[1]?.description })).toHaveAttribute('href', '/pepe/2?v=2')
  await waitFor(() => {
    expect(document.title).toMatch(/^Shared collection: Rainy days · /)
  })
  expect(screen.queryByRole('button', { name: 'Rename collection' })).not.toBeInTheDocument()
  expect(requests.filter((request) => !request.url.includes('/pepes/'))).toEqual([])
})

test('"Save to my collections" adds the collection and its pepes as favourites, and says so', async () => {
  const values = new Map<string, unknown>()
  setStorageArea(memoryArea(values))
  const { user } = renderApp(undefined, { route: sharedPath('Rainy days', rain) })
  await user.click(await screen.findByRole('button', { name: 'Save to my collections' }, { timeout: 5_000 }))
  expect(await screen.findByText(/^Saved to your collections as “Rainy days”, with 3 pepes \(3 new to your favourites\)\.$/)).toHaveAttribute('role', 'status')
  expect(screen.getByRole('link', { name: 'Open “Rainy days”' })).toHaveAttribute('href', '/favourites/Rainy%20days')
  expect(screen.queryByRole('button', { name: 'Save to my collections' })).not.toBeInTheDocument()
  const kept = parseLibrary(values.get('library'))
  expect(kept?.collections.map(({ name, members }) => [name, members.map(({ pepe }) => pepe.id)])).toEqual([['Rainy days', ['1', '2', '3']]])
  expect(kept?.favourites.map(({ pepe }) => pepe.id)).toEqual(['1', '2', '3'])
})

test('a double click saves the collection once, however slowly the browser keeps it', async () => {
  const values = new Map<string, unknown>()
  const area = memoryArea(values)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  setStorageArea({ get: area.get, update: async (key, change) => (await held, area.update(key, change)) })
  const { user } = renderApp(undefined, { route: sharedPath('Rainy days', rain) })
  await user.dblClick(await screen.findByRole('button', { name: 'Save to my collections' }, { timeout: 5_000 }))
  release()
  expect(await screen.findByRole('link', { name: 'Open “Rainy days”' })).toBeVisible()
  expect(parseLibrary(values.get('library'))?.collections.map(({ name }) => name)).toEqual(['Rainy days'])
})

test('a name taken here in another case gets a free variant; nothing of the kept collection changes', async () => {
  const mine = { name: 'rainy DAYS', members: [{ pepe: rain[2], added: 5 }] }
  const values = new Map<string, unknown>([['library', { version: 1, favourites: [{ pepe: rain[2], added: 5 }], collections: [mine] }]])
  setStorageArea(memoryArea(values))
  const { user } = renderApp(undefined, { route: sharedPath('Rainy days', rain) })
  await user.click(await screen.findByRole('button', { name: 'Save to my collections' }, { timeout: 5_000 }))
  expect(await screen.findByText(/as “Rainy days \(2\)”, with 3 pepes \(2 new to your favourites\)/)).toBeVisible()
  const kept = parseLibrary(values.get('library'))
  expect(kept?.collections.map(({ name, members }) => [name, members.length])).toEqual([
    ['rainy DAYS', 1],
    ['Rainy days (2)', 3],
  ])
})

test('one pepe saved is "1 pepe"', async () => {
  const { user } = renderApp(undefined, { route: sharedPath('Rain', rain.slice(0, 1)) })
  await user.click(await screen.findByRole('button', { name: 'Save to my collections' }, { timeout: 5_000 }))
  expect(await screen.findByText(/^Saved to your collections as “Rain”, with 1 pepe \(1 new/)).toBeVisible()
})

test('a truncated link says so in an alert, and shows no cards', async () => {
  const path = sharedPath('Rainy days', rain)
  renderApp(undefined, { route: path.slice(0, -12) })
  expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(/This link is broken: it was cut short or changed/)
  expect(screen.queryByRole('list')).not.toBeInTheDocument()
  await waitFor(() => {
    expect(document.title).toMatch(/^Shared collection · /)
  })
  expect(screen.queryByRole('button', { name: 'Save to my collections' })).not.toBeInTheDocument()
})

test('a link with a record on an untrusted host is refused whole, saying which', async () => {
  const tracker: Pepe = { version: 'v2', id: '9', url: 'https://tracker.example/pixel.gif', description: 'Hi' }
  renderApp(undefined, { route: sharedPath('Rainy days', [...rain, tracker]) })
  expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(/This link is refused.*Pepe 4 .*tracker\.example/)
  expect(screen.queryByRole('img')).not.toBeInTheDocument()
})
