// @vitest-environment jsdom
// A DOM: localStorage, and the storage event another tab sends.
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ApiVersion, Pepe } from '../api/schemas'
import { createCollection } from './storage'

const pepe = (id: string, version: ApiVersion = 'v1'): Pepe =>
  ({ version, id, url: `https://example.com/${id}.png`, description: `Pepe ${id}` })
const ids = (list: readonly Pepe[]) => list.map((p) => `${p.version}/${p.id}`)
const stored = (items: unknown[]) => JSON.stringify({ version: 1, items })

// A fresh key per test: no collection sees what another test left behind.
let count = 0
function setup(max = 10) {
  const key = `test-collection-${++count}`
  return { key, collection: createCollection({ key, max }) }
}

afterEach(() => {
  // Before the config's own restore runs: one test blocks the storage this clears.
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('changes', () => {
  test('keep one entry per version and id, newest first, and a re-add moves it to the front', () => {
    const { collection } = setup()
    collection.add(pepe('7'))
    collection.add(pepe('7', 'v2'))
    collection.add(pepe('8'))
    collection.add(pepe('7'))
    expect(ids(collection.read())).toEqual(['v1/7', 'v1/8', 'v2/7'])
    expect(collection.has('v2', '7')).toBe(true)
    expect(collection.has('v2', '8')).toBe(false)
  })

  test('toggle, remove and clear', () => {
    const { collection } = setup()
    expect(collection.toggle(pepe('1'))).toBe(true)
    expect(collection.toggle(pepe('2'))).toBe(true)
    expect(collection.toggle(pepe('1'))).toBe(false)
    expect(ids(collection.read())).toEqual(['v1/2'])
    collection.add(pepe('3'))
    collection.remove('v1', '2')
    expect(ids(collection.read())).toEqual(['v1/3'])
    collection.clear()
    expect(collection.read()).toEqual([])
  })

  test('the oldest entries go past the limit', () => {
    const { collection } = setup(3)
    for (const id of ['1', '2', '3', '4', '5']) collection.add(pepe(id))
    expect(ids(collection.read())).toEqual(['v1/5', 'v1/4', 'v1/3'])
  })

  test('read answers the same array until the list changes', () => {
    const { collection } = setup()
    collection.add(pepe('1'))
    const before = collection.read()
    expect(collection.read()).toBe(before)
    collection.add(pepe('1'))
    expect(collection.read()).toBe(before)
    collection.add(pepe('2'))
    expect(collection.read()).not.toBe(before)
  })

  test('a record the app would not show is not kept', () => {
    const { collection } = setup()
    expect(collection.toggle({ ...pepe('1'), url: 'javascript:alert(1)' })).toBe(false)
    expect(collection.read()).toEqual([])
  })
})

describe('what is stored', () => {
  test('a reload reads what was written', () => {
    const { key, collection } = setup()
    collection.add(pepe('1'))
    collection.add(pepe('2', 'v2'))
    expect(createCollection({ key, max: 10 }).read()).toEqual([pepe('2', 'v2'), pepe('1')])
  })

  const unreadable = ['not json', '{"version":2,"items":[]}', '{"version":1,"items":"x"}', '[]', 'null', '{"version":1}']
  test.each(unreadable)('an unreadable document %s is an empty list', (raw) => {
    const { key, collection } = setup()
    localStorage.setItem(key, raw)
    expect(collection.read()).toEqual([])
  })

  test('bad items are dropped and the good ones kept', () => {
    const { key, collection } = setup()
    const bad = [
      { ...pepe('2'), url: 'javascript:alert(1)' },
      { version: 'v1', id: '3', description: 'no url' },
      { ...pepe('4'), id: 4 },
      { ...pepe('5'), id: '\ud800' },
      { ...pepe('6'), description: 'x'.repeat(2_001) },
      { ...pepe('7'), version: 'v3' },
      pepe('x', 'v2'),
      'pepe',
      null,
    ]
    localStorage.setItem(key, stored([pepe('1'), ...bad, pepe('8', 'v2')]))
    expect(ids(collection.read())).toEqual(['v1/1', 'v2/8'])
  })

  test('a long stored list is cut to the limit when read', () => {
    const { key, collection } = setup(100)
    localStorage.setItem(key, stored(Array.from({ length: 1_000 }, (_, i) => pepe(String(i)))))
    expect(ids(collection.read())).toEqual(Array.from({ length: 100 }, (_, i) => `v1/${i}`))
  })

  test('a full storage keeps the changes for this page, without throwing', () => {
    const { key, collection } = setup()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    collection.add(pepe('1'))
    collection.add(pepe('2'))
    expect(ids(collection.read())).toEqual(['v1/2', 'v1/1'])
    expect(localStorage.getItem(key)).toBeNull()
  })

  test('blocked storage leaves a list that lasts for this page', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const { collection } = setup()
    expect(collection.read()).toEqual([])
    expect(collection.toggle(pepe('1'))).toBe(true)
    expect(ids(collection.read())).toEqual(['v1/1'])
  })
})

describe('other tabs', () => {
  const otherTab = (key: string | null, newValue: string | null) => {
    if (key !== null && newValue !== null) localStorage.setItem(key, newValue)
    if (key === null) localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }))
  }

  test('a change in another tab reaches the listeners; one to another key does not', () => {
    const { key, collection } = setup()
    collection.add(pepe('1'))
    const listener = vi.fn()
    const unsubscribe = collection.subscribe(listener)
    otherTab('some-other-key', 'x')
    expect(listener).not.toHaveBeenCalled()
    otherTab(key, stored([pepe('9'), pepe('1')]))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(ids(collection.read())).toEqual(['v1/9', 'v1/1'])
    otherTab(null, null)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(collection.read()).toEqual([])
    unsubscribe()
    otherTab(key, stored([pepe('5')]))
    expect(listener).toHaveBeenCalledTimes(2)
  })

  test('a change made while nobody listened is not overwritten by the next one', () => {
    const { key, collection } = setup()
    collection.add(pepe('1'))
    localStorage.setItem(key, stored([pepe('2'), pepe('1')]))
    collection.add(pepe('3'))
    expect(ids(collection.read())).toEqual(['v1/3', 'v1/2', 'v1/1'])
  })
})
