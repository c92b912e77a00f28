import { expect, test } from 'vitest'
import type { Pepe } from '../api/schemas'
import { EMPTY_LIBRARY, addFavourite, createCollection, removeFavourite, setMember } from './library-doc'
import { exportFileName, exportLibrary } from './library-export'

const pepe = (id: string): Pepe => ({ version: 'v2', id, url: `https://cdn.onlypepes.com/${id}.png`, description: `Pepe ${id}` })

test('the export holds its format, version and time, every favourite with when it was added, and each collection with its members', () => {
  const doc = removeFavourite(setMember(addFavourite(createCollection(EMPTY_LIBRARY, 'Sad'), pepe('1'), 1_000), 'Sad', pepe('2'), true, 2_000), 'v2', '2')
  expect(exportLibrary(doc, new Date(Date.UTC(2026, 10, 28, 5)))).toEqual({
    format: 'pepe-catalogue-library',
    version: 1,
    exported: '2026-11-28T05:00:00.000Z',
    favourites: [{ ...pepe('1'), added: '1970-01-01T00:00:01.000Z' }],
    // Out of the favourites, still in its collection: the file keeps it there.
    collections: [{ name: 'Sad', members: [{ ...pepe('2'), added: '1970-01-01T00:00:02.000Z' }] }],
  })
})

test('the file is named by the day it was exported', () => {
  expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('pepe-favourites-2026-01-05.json')
})
