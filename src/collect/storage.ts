import type { ApiVersion, Pepe } from '../api/schemas'
import type { Collection } from './collection-type'
import { isStorable, parseStored, serialize } from './stored-list'

export type { Collection }

const matches = (pepe: Pepe, version: ApiVersion, id: string) => pepe.version === version && pepe.id === id

function sameList(a: readonly Pepe[], b: readonly Pepe[]): boolean {
  return a.length === b.length && a.every((x, i) => {
    const y = b[i]
    return y !== undefined && x.version === y.version && x.id === y.id && x.url === y.url && x.description === y.description
  })
}

// The getter itself throws where storage is blocked (a sandboxed frame, some privacy settings).
function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The stored text, null when there is none, undefined when storage cannot be read. */
function readRaw(key: string): string | null | undefined {
  try {
    const store = storage()
    return store ? store.getItem(key) : undefined
  } catch {
    return undefined
  }
}

function write(key: string, items: readonly Pepe[]): boolean {
  try {
    const store = storage()
    if (!store) return false
    if (items.length === 0) store.removeItem(key)
    else store.setItem(key, serialize(items))
    return true
  } catch {
    return false
  }
}

export function createCollection({ key, max }: { key: string; max: number }): Collection {
  let items: readonly Pepe[] | undefined
  // A write was refused (quota, private mode): memory holds the truth for this page's life.
  let unsaved = false
  const listeners = new Set<() => void>()

  // Re-read before each change and on subscribing: another tab may have written while nobody
  // here listened, and its change must not be overwritten.
  function sync(): readonly Pepe[] {
    const raw = unsaved ? undefined : readRaw(key)
    if (raw !== undefined) {
      const next = parseStored(raw, max)
      if (!items || !sameList(items, next)) items = next
    }
    return (items ??= [])
  }

  function changed(before: readonly Pepe[] | undefined) {
    if (items !== before) for (const listener of [...listeners]) listener()
  }

  function update(change: (list: readonly Pepe[]) => readonly Pepe[]) {
    const before = items
    const base = sync()
    const next = change(base)
    if (!sameList(base, next)) {
      items = next
      unsaved = !write(key, next)
    }
    changed(before)
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== key) return
    if (event.storageArea && event.storageArea !== storage()) return
    // What the other tab saved wins over a change this tab could not save.
    unsaved = false
    const before = items
    sync()
    changed(before)
  }

  const read = () => items ?? sync()
  const has = (version: ApiVersion, id: string) => read().some((pepe) => matches(pepe, version, id))

  function put(list: readonly Pepe[], { version, id, url, description }: Pepe): readonly Pepe[] {
    const pepe = { version, id, url, description }
    if (!isStorable(pepe)) return list
    return [pepe, ...list.filter((p) => !matches(p, version, id))].slice(0, max)
  }

  return {
    read,
    has,
    add(pepe) {
      update((list) => put(list, pepe))
    },
    remove(version, id) {
      update((list) => list.filter((pepe) => !matches(pepe, version, id)))
    },
    toggle(pepe) {
      update((list) =>
        list.some((p) => matches(p, pepe.version, pepe.id))
          ? list.filter((p) => !matches(p, pepe.version, pepe.id))
          : put(list, pepe),
      )
      return has(pepe.version, pepe.id)
    },
    clear() {
      update(() => [])
    },
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) {
        window.addEventListener('storage', onStorage)
        const before = items
        sync()
        changed(before)
      }
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
  }
}

// Favourites are kept in the library (IndexedDB, no cap), which moves this list's old key into it.
export { favourites } from './library'
export const recentlySeen = createCollection({ key: 'pepe-recent', max: 100 })
