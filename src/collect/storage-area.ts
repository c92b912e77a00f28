import { createStore, get, update } from 'idb-keyval'

/** Where the library is kept: one value under a key, changed in one transaction (IndexedDB). */
export type StorageArea = {
  readonly get: (key: string) => Promise<unknown>
  /** Reads the value and writes what `change` makes of it, atomically (other tabs wait). */
  readonly update: (key: string, change: (old: unknown) => unknown) => Promise<void>
}

/** The area in IndexedDB's database `name` (the tests' fake-indexeddb holds one each). */
export function indexedDbArea(name = 'pepe-library'): StorageArea {
  // Opened on first use, not here: a page that never reads the library opens no database.
  const store = createStore(name, 'library')
  return {
    get: (key) => get<unknown>(key, store),
    update: (key, change) => update<unknown>(key, change, store),
  }
}

let area: StorageArea | null = typeof indexedDB === 'undefined' ? null : indexedDbArea()

/** The browser's IndexedDB, or null where there is none (the library then lasts for the page). */
export const storageArea = () => area

/** Where the browser's IndexedDB would be: the tests' jsdom has none, and put an area of their own here. */
export function setStorageArea(next: StorageArea | null) {
  area = next
}
