// @vitest-environment jsdom
// A DOM: localStorage (the old list) and BroadcastChannel (the other tabs). The library is stored
// through idb-keyval's own IndexedDB code, in fake-indexeddb's IndexedDB.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Pepe } from '../api/schemas'
import { fullArea, idbArea } from '../../test/storage-area'
import { addFavourite, setMember, createCollection as newCollection } from './library-doc'
import { createLibrary } from './library-store'
import type { StorageArea } from './storage-area'

const pepe = (id: string): Pepe => ({ version: 'v2', id, url: `https://cdn.onlypepes.com/${id}.png`, description: `Pepe ${id}` })
const oldList = (...ids: string[]) => JSON.stringify({ version: 1, items: ids.map(pepe) })
const LEGACY = 'test-legacy-favourites'
const ids = (library: ReturnType<typeof createLibrary>) => library.read()?.favourites.map(({ pepe: { id } }) => id)

let count = 0
// Each closes its BroadcastChannel when the test ends.
const subscriptions: (() => void)[] = []
function open(area: StorageArea | null) {
  return createLibrary({ area: () => area, key: 'library', legacyKey: LEGACY, channel: `test-library-${++count}` })
}
/** Subscribes, as a page does, and resolves once the stored library has been read. */
async function opened(library: ReturnType<typeof createLibrary>) {
  const listener = vi.fn()
  const unsubscribe = library.subscribe(listener)
  subscriptions.push(unsubscribe)
  await vi.waitFor(() => {
    expect(library.read()).not.toBeNull()
  })
  return { listener, unsubscribe }
}

afterEach(() => {
  for (const unsubscribe of subscriptions.splice(0)) unsubscribe()
  localStorage.clear()
})

describe('moving the old list (SPEC 10.2) into the library', () => {
  test('every favourite of the old list is kept, newest first, and the old key goes once they are stored', async () => {
    localStorage.setItem(LEGACY, oldList('3', '2', '1'))
    const area = await idbArea()
    const library = open(area)
    expect(library.read()).toBeNull()
    await opened(library)
    expect(ids(library)).toEqual(['3', '2', '1'])
    expect(localStorage.getItem(LEGACY)).toBeNull()
    // A reload reads them from IndexedDB alone.
    const reloaded = open(area)
    await opened(reloaded)
    expect(ids(reloaded)).toEqual(['3', '2', '1'])
  })

  test('a move that failed before its write keeps the old list, shown, and moves it next time', async () => {
    localStorage.setItem(LEGACY, oldList('2', '1'))
    const area = await idbArea()
    const broken: StorageArea = { get: area.get, update: () => Promise.reject(new DOMException('closed', 'AbortError')) }
    const first = open(broken)
    await opened(first)
    expect(ids(first)).toEqual(['2', '1'])
    expect(localStorage.getItem(LEGACY)).not.toBeNull()

    const next = open(area)
    await opened(next)
    expect(ids(next)).toEqual(['2', '1'])
    expect(localStorage.getItem(LEGACY)).toBeNull()
  })

  test('a move cut off after its write (the old key still there) shows nothing twice', async () => {
    const area = await idbArea()
    const library = open(area)
    await opened(library)
    await library.change((doc) => addFavourite(addFavourite(doc, pepe('1'), 1), pepe('2'), 2))
    localStorage.setItem(LEGACY, oldList('2', '1'))
    const again = open(area)
    await opened(again)
    expect(ids(again)).toEqual(['2', '1'])
  })

  test('unreadable old text or storage moves nothing and breaks nothing', async () => {
    localStorage.setItem(LEGACY, '{"version": 1, "items": [')
    const unreadable: StorageArea = { get: () => Promise.reject(new Error('blocked')), update: () => Promise.reject(new Error('blocked')) }
    const library = open(unreadable)
    await opened(library)
    expect(ids(library)).toEqual([])
    // It still works for this page.
    await library.change((doc) => addFavourite(doc, pepe('5'), 5))
    expect(ids(library)).toEqual(['5'])
  })
})

describe('keeping', () => {
  test('there is no cap: 5,002 favourites are all kept, across a reload', async () => {
    const area = await idbArea()
    const library = open(area)
    await opened(library)
    const many = Array.from({ length: 5_001 }, (_, i) => ({ pepe: pepe(String(5_001 - i)), added: 5_001 - i }))
    await library.change((doc) => ({ ...doc, favourites: many }))
    await library.change((doc) => addFavourite(doc, pepe('5002'), 5_002))
    const reloaded = open(area)
    await opened(reloaded)
    expect(reloaded.read()?.favourites).toHaveLength(5_002)
    expect(ids(reloaded)?.slice(0, 2)).toEqual(['5002', '5001'])
    expect(ids(reloaded)?.at(-1)).toBe('1')
  })

  test('a library written by a newer version is not written over, and the page says its changes are not kept', async () => {
    const newer = { version: 2, favourites: [], collections: [], more: 'x' }
    const area = await idbArea(new Map([['library', newer]]))
    const library = open(area)
    await opened(library)
    expect(library.problem()).toBe('unkept')
    await library.change((doc) => addFavourite(doc, pepe('1'), 1))
    expect(ids(library)).toEqual(['1'])
    expect(await area.get('library')).toEqual(newer)
  })

  test('a write that fails for another reason than room: the change shows, and the page says it is not kept', async () => {
    const area = await idbArea()
    const broken: StorageArea = { get: area.get, update: () => Promise.reject(new DOMException('closed', 'AbortError')) }
    const library = open(broken)
    const { listener } = await opened(library)
    expect(library.problem()).toBeNull()
    listener.mockClear()
    await library.change((doc) => addFavourite(doc, pepe('1'), 1))
    expect(ids(library)).toEqual(['1'])
    expect(library.problem()).toBe('unkept')
    expect(listener).toHaveBeenCalled()
    const none = open(null)
    await opened(none)
    expect(none.problem()).toBe('unkept')
  })

  // IndexedDB's refusal for lack of room stands in front of the real area: fake-indexeddb has no
  // quota, and a browser's cannot be made small enough for one test.
  test('a full storage says so, keeps what was kept, and shows the change undone', async () => {
    const area = await idbArea()
    const library = open(area)
    await opened(library)
    await library.change((doc) => addFavourite(doc, pepe('1'), 1))
    const full = open(fullArea(area))
    await opened(full)
    expect(await full.change((doc) => addFavourite(doc, pepe('2'), 2))).toBe(false)
    expect(full.problem()).toBe('full')
    expect(ids(full)).toEqual(['1'])
    const stored = open(area)
    await opened(stored)
    expect(ids(stored)).toEqual(['1'])
  })
})

describe('reading again', () => {
  test('what this page holds already is taken as it is (the same records: no card drawn again); anything changed is checked again', async () => {
    const area = await idbArea()
    const library = open(area)
    await opened(library)
    await library.change((doc) => addFavourite(addFavourite(doc, pepe('1'), 1), pepe('2'), 2))
    const one = library.read()?.favourites.find(({ pepe: { id } }) => id === '1')
    await library.change((doc) => addFavourite(doc, pepe('3'), 3))
    expect(library.read()?.favourites.find(({ pepe: { id } }) => id === '1')).toBe(one)

    // Another writer turns pepe 2's image into a script, same id and time: it is dropped, not taken as known.
    await area.update('library', (old) => {
      const doc = old as { favourites: { pepe: Pepe; added: number }[] }
      return { ...doc, favourites: doc.favourites.map((kept) => (kept.pepe.id === '2' ? { ...kept, pepe: { ...kept.pepe, url: 'javascript:alert(1)' } } : kept)) }
    })
    await library.change((doc) => addFavourite(doc, pepe('4'), 4))
    expect(ids(library)).toEqual(['4', '3', '1'])
  })
})

describe('other tabs', () => {
  test('a change in one tab reaches the other', async () => {
    const area = await idbArea()
    const channel = `test-tabs-${++count}`
    const tab = () => createLibrary({ area: () => area, key: 'library', legacyKey: LEGACY, channel })
    const one = tab()
    const two = tab()
    await opened(one)
    await opened(two)
    await one.change((doc) => setMember(addFavourite(newCollection(doc, 'Sad'), pepe('9'), 9), 'Sad', pepe('9'), true, 9))
    await vi.waitFor(() => {
      expect(two.read()?.collections.map(({ name, members }) => [name, members.length])).toEqual([['Sad', 1]])
    })
    expect(ids(two)).toEqual(['9'])
  })
})
