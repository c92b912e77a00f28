import { screen } from '@testing-library/react'
import { beforeAll, expect, test } from 'vitest'
import { renderApp } from '../../test/render'
import { chooseFile, entry, fileOf, libraryFile } from '../../test/library-files'
import { memoryArea } from '../../test/storage-area'
import { setStorageArea } from './storage-area'
import { MAX_IMPORT_BYTES } from './library-import'

beforeAll(async () => {
  await import('./favourites-page')
}, 60_000)

const kept = { version: 1, favourites: [{ pepe: { version: 'v2', id: '1', url: 'https://cdn.onlypepes.com/1.png', description: 'One' }, added: 1 }], collections: [] }
const json = (body: Record<string, unknown>) => JSON.stringify(libraryFile(body))

test.each([
  ['not JSON', fileOf('{"format": "pepe-catalogue-library",'), 'This file is not JSON'],
  ['another format', fileOf(JSON.stringify({ format: 'something-else', version: 1 })), 'not a Pepe Catalogue library'],
  ['a newer version', fileOf(json({ version: 2 })), 'saved by a newer version of the app (format version 2)'],
  ['over 5 MB', fileOf(new Uint8Array(MAX_IMPORT_BYTES + 1)), 'This file is over 5 MB'],
  ['a record breaking SPEC 4', fileOf(json({ favourites: [entry(2), entry(3, undefined, { description: 'x'.repeat(2001) })] })), 'favourite 2: it breaks the rules of an API record'],
  ['a javascript: address', fileOf(json({ favourites: [entry(2, undefined, { url: 'javascript:alert(1)' })] })), 'favourite 1: its url is a javascript: address'],
  ['a data: address', fileOf(json({ favourites: [entry(2, undefined, { url: 'data:image/svg+xml,<svg/>' })] })), 'favourite 1: its url is a data: address'],
  [
    'an image on a host the app does not trust',
    fileOf(json({ collections: [{ name: 'Rainy', members: [entry(2, undefined, { url: 'https://evil.example/2.png' })] }] })),
    'member 1 of “Rainy”: its image is on evil.example, not a host the app trusts',
  ],
  ['a lone surrogate', fileOf(json({ favourites: [entry(2, undefined, { description: 'bad \ud800' })] })), 'favourite 1: it holds a lone surrogate'],
  ['100,000 entries', fileOf(json({ favourites: Array.from({ length: 100_000 }, () => 0) })), 'holds 100,000 entries; one import takes at most 20,000'],
  ['a time that is not a date', fileOf(json({ favourites: [entry(2, 'yesterday')] })), 'favourite 1: its "added" is not a date'],
])('a file with %s changes nothing and says why', async (_, file, why) => {
  const values = new Map<string, unknown>([['library', kept]])
  setStorageArea(memoryArea(values))
  const { user } = renderApp(undefined, { route: '/favourites' })
  await screen.findByRole('img', { name: 'One' })
  await chooseFile(user, file)
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(why)
  expect(alert).toHaveTextContent('Nothing was changed.')
  expect(values.get('library')).toEqual(kept)
  expect(screen.getAllByRole('img', { name: /^Pepe number|^One$/ })).toHaveLength(1)
})
