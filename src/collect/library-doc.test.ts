import { describe, expect, test } from 'vitest'
import type { Pepe } from '../api/schemas'
import {
  EMPTY_LIBRARY,
  addFavourite,
  createCollection,
  deleteCollection,
  mergeLibrary,
  nameProblem,
  removeFavourite,
  renameCollection,
  setMember,
  type LibraryDoc,
} from './library-doc'
import { parseLibrary } from './library-parse'

const pepe = (id: string): Pepe => ({ version: 'v2', id, url: `https://cdn.onlypepes.com/${id}.png`, description: `Pepe ${id}` })
const favouriteIds = (doc: LibraryDoc) => doc.favourites.map(({ pepe: { id } }) => id)
const members = (doc: LibraryDoc) => doc.collections.map(({ name, members: list }) => [name, list.map(({ pepe: { id } }) => id)])
const withSad = (...ids: string[]) =>
  ids.reduce((doc, id, index) => setMember(doc, 'Sad', pepe(id), true, index + 1), createCollection(EMPTY_LIBRARY, 'Sad'))

describe('collections', () => {
  test('adding to a collection makes the pepe a favourite too', () => {
    const doc = withSad('1', '2')
    expect(members(doc)).toEqual([['Sad', ['2', '1']]])
    expect(favouriteIds(doc)).toEqual(['2', '1'])
  })

  test('unfavouriting leaves the pepe in its collections; deleting a collection removes no favourite', () => {
    const unfavourited = removeFavourite(withSad('1', '2'), 'v2', '1')
    expect(favouriteIds(unfavourited)).toEqual(['2'])
    expect(members(unfavourited)).toEqual([['Sad', ['2', '1']]])
    const deleted = deleteCollection(withSad('1'), 'SAD')
    expect(deleted.collections).toEqual([])
    expect(favouriteIds(deleted)).toEqual(['1'])
  })

  test.each([
    ['', 'needs a name'],
    ['   ', 'needs a name'],
    ['x'.repeat(61), 'at most 60'],
    ['sad', 'named “Sad” already'],
    ['SAD', 'named “Sad” already'],
    // Spaces around a name are not kept, so they make no other name (a phone's keyboard adds one).
    ['sad ', 'named “Sad” already'],
    [' SAD', 'named “Sad” already'],
    ['.', 'cannot be “.” or “..”'],
    ['..', 'cannot be “.” or “..”'],
    ['a\u0007b', 'control characters'],
  ])('the name %j is refused: %s', (name, why) => {
    expect(nameProblem(withSad(), name)).toContain(why)
    expect(createCollection(withSad(), name).collections).toHaveLength(1)
  })

  test('60 characters and a name in another case when renaming itself are fine', () => {
    expect(nameProblem(withSad(), 'x'.repeat(60))).toBeNull()
    expect(members(renameCollection(withSad('1'), 'Sad', 'SAD'))).toEqual([['SAD', ['1']]])
    const two = createCollection(withSad(), 'Happy')
    expect(renameCollection(two, 'Happy', 'sad')).toBe(two)
    expect(renameCollection(two, 'Happy', 'sad ')).toBe(two)
  })

  test('a name is one however its accents were typed, and counted in characters: 60 emoji fit', () => {
    const cafe = createCollection(EMPTY_LIBRARY, 'Cafe\u0301 ')
    expect(cafe.collections[0]?.name).toBe('Caf\u00e9')
    expect(nameProblem(cafe, 'caf\u00e9')).toContain('named “Café” already')
    expect(nameProblem(EMPTY_LIBRARY, '🐸'.repeat(60))).toBeNull()
    expect(nameProblem(EMPTY_LIBRARY, '🐸'.repeat(61))).toContain('at most 60')
    expect(nameProblem(EMPTY_LIBRARY, '🇫🇷'.repeat(60))).toBeNull()
  })
})

describe('merging another library', () => {
  test('no pepe twice, collections joined by name in any case, nothing lost, and counts of what is new', () => {
    const mine = createCollection(addFavourite(withSad('1', '2'), pepe('3'), 3), 'Mine')
    const theirs = setMember(setMember(createCollection(createCollection(EMPTY_LIBRARY, 'sad'), 'New'), 'sad', pepe('2'), true, 5), 'New', pepe('4'), true, 6)
    const { doc, pepes, collections } = mergeLibrary(mine, theirs)
    expect(favouriteIds(doc).sort()).toEqual(['1', '2', '3', '4'])
    expect(members(doc)).toEqual([
      ['Sad', ['2', '1']],
      ['Mine', []],
      ['New', ['4']],
    ])
    expect({ pepes, collections }).toEqual({ pepes: 1, collections: 1 })
    expect(mergeLibrary(doc, theirs)).toMatchObject({ pepes: 0, collections: 0 })
  })
})

describe('reading what is stored', () => {
  test('nothing stored is an empty library; another version or shape is null (not to be written over)', () => {
    expect(parseLibrary(undefined)).toEqual(EMPTY_LIBRARY)
    expect(parseLibrary({ version: 2, favourites: [], collections: [] })).toBeNull()
    expect(parseLibrary('library')).toBeNull()
  })

  test('two collections of one name, as an older version could keep them, are read as one with the members of both', () => {
    const kept = (id: string, added: number) => ({ pepe: pepe(id), added })
    const doc = parseLibrary({
      version: 1,
      favourites: [],
      collections: [
        { name: 'Happy', members: [kept('1', 1)] },
        { name: 'happy ', members: [kept('2', 2), kept('1', 1)] },
      ],
    })
    expect(doc && members(doc)).toEqual([['Happy', ['2', '1']]])
  })

  test('bad entries are dropped, the good ones kept once each', () => {
    const good = { pepe: pepe('1'), added: 1 }
    const stored = {
      version: 1,
      favourites: [good, good, { pepe: { ...pepe('2'), url: 'javascript:alert(1)' }, added: 2 }, { pepe: pepe('3') }, null],
      collections: [{ name: 'Sad', members: [good, 'x'] }, { name: 'sad', members: [] }, { name: '', members: [] }],
    }
    expect(parseLibrary(stored)).toEqual({ version: 1, favourites: [good], collections: [{ name: 'Sad', members: [good] }] })
  })
})
