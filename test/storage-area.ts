import { indexedDbArea, type StorageArea } from '../src/collect/storage-area'

/**
 * An area in memory, standing where the browser's IndexedDB would be (jsdom has none): it keeps
 * copies, never the caller's own objects, and answers a task later, as IndexedDB does.
 */
export function memoryArea(values = new Map<string, unknown>()): StorageArea {
  return {
    get: async (key) => {
      await Promise.resolve()
      return structuredClone(values.get(key))
    },
    update: async (key, change) => {
      await Promise.resolve()
      values.set(key, structuredClone(change(structuredClone(values.get(key)))))
    },
  }
}

/** A full browser storage: every write refused as IndexedDB refuses it, reads as before. */
export function fullArea(inner: StorageArea): StorageArea {
  return {
    get: inner.get,
    update: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
  }
}

let databases = 0

/**
 * The app's own area (idb-keyval) over a database of its own in the IndexedDB the caller's test
 * put in place (fake-indexeddb: `import 'fake-indexeddb/auto'`), holding `values` to begin with.
 */
export async function idbArea(values = new Map<string, unknown>()): Promise<StorageArea> {
  const area = indexedDbArea(`test-library-${++databases}`)
  for (const [key, value] of values) await area.update(key, () => value)
  return area
}
