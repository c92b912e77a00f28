import { EMPTY_LIBRARY, mergeLibrary, type LibraryDoc } from './library-doc'
import { knownOf, parseLibrary, parseLibraryInSlices, sameLibrary } from './library-parse'
import type { StorageArea } from './storage-area'
import { dropLegacy, readLegacy } from './legacy-favourites'

/** The library of this browser (SPEC 13.2): favourites and collections, kept in IndexedDB. */
export type Library = {
  /** What is kept; null until the stored library has been read (never "none yet" before that). */
  readonly read: () => LibraryDoc | null
  /**
   * 'full' when the browser refused the last change for lack of room; 'unkept' when its storage
   * could not be read or written (none, an error, a newer version's library): changes then last for the page.
   */
  readonly problem: () => LibraryProblem | null
  readonly subscribe: (listener: () => void) => () => void
  /**
   * Shows the change on this page at once (unless `atOnce` is false: a large one, drawn once, when
   * stored), then applies it to what is stored, read afresh in the same transaction (another tab
   * may have changed it). False when the storage was full.
   */
  readonly change: (change: (doc: LibraryDoc) => LibraryDoc, options?: { atOnce?: boolean }) => Promise<boolean>
}

type LibraryOptions = {
  area: () => StorageArea | null
  key: string
  /** SPEC 10.2's list in localStorage, moved into the library on first use. */
  legacyKey: string
  /** The BroadcastChannel that tells the other tabs of a change. */
  channel: string
}

export type LibraryProblem = 'full' | 'unkept'

const isQuota = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError'
const unreadable = () => new Error('The stored library is of another version')

export function createLibrary({ area, key, legacyKey, channel }: LibraryOptions): Library {
  let doc: LibraryDoc | null = null
  let problem: LibraryProblem | null = null
  // The area the library was read from; null while it lasts only for this page (no IndexedDB, or
  // one that failed or holds a newer version, which is then never written over).
  let source: StorageArea | null = null
  let memoryOnly = false
  let queue: Promise<unknown> = Promise.resolve()
  let broadcast: BroadcastChannel | null = null
  const listeners = new Set<() => void>()

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  // One change at a time, in order: a read never overtakes the write before it.
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task)
    queue = run.catch(() => undefined)
    return run
  }
  async function readFrom(store: StorageArea): Promise<LibraryDoc> {
    const stored = await parseLibraryInSlices(await store.get(key), knownOf(doc))
    if (!stored) throw unreadable()
    return stored
  }
  /**
   * The area to write to, or null while the library lasts only for this page. Another area than
   * the one read (a test's fresh one) is another library: it is read first.
   */
  async function target(): Promise<StorageArea | null> {
    if (area() !== source) await loadNow()
    return memoryOnly ? null : source
  }

  async function loadNow() {
    const store = area()
    if (store !== source) {
      source = store
      memoryOnly = store === null
      doc = null
      problem = null
    }
    const legacy = readLegacy(legacyKey)
    const withLegacy = (base: LibraryDoc) => (legacy.length === 0 ? base : mergeLibrary(base, { favourites: legacy, collections: [] }).doc)
    if (!store || memoryOnly) {
      problem = 'unkept'
      doc = withLegacy(doc ?? EMPTY_LIBRARY)
      notify()
      return
    }
    try {
      if (legacy.length > 0) {
        try {
          // One transaction: interrupted, it wrote nothing, and the old list is still there.
          await store.update(key, (old) => {
            const current = parseLibrary(old, knownOf(doc))
            if (!current) throw unreadable()
            return withLegacy(current)
          })
          dropLegacy(legacyKey)
        } catch (error) {
          if (!isQuota(error)) throw error
          problem = 'full'
        }
      }
      const stored = await readFrom(store)
      doc = problem === 'full' ? withLegacy(stored) : stored
    } catch {
      memoryOnly = true
      problem = 'unkept'
      doc = withLegacy(doc ?? EMPTY_LIBRARY)
    }
    notify()
  }
  const load = () => enqueue(loadNow)

  const reload = () =>
    enqueue(async () => {
      const store = await target()
      if (!store) return
      try {
        doc = await readFrom(store)
        notify()
      } catch {
        // Kept as shown: the next change or load tries again.
      }
    })

  const show = (apply: (doc: LibraryDoc) => LibraryDoc) => {
    const next = doc && apply(doc)
    if (next && next !== doc) {
      doc = next
      notify()
    }
  }

  function change(apply: (doc: LibraryDoc) => LibraryDoc, { atOnce = true } = {}): Promise<boolean> {
    if (atOnce) show(apply)
    return enqueue(async () => {
      const store = await target()
      if (!store) {
        if (!atOnce) show(apply)
        return true
      }
      try {
        let result: LibraryDoc | undefined
        await store.update(key, (old) => {
          const current = parseLibrary(old, knownOf(doc))
          if (!current) throw unreadable()
          return (result = apply(current))
        })
        // Drawn again only when what was stored is not what is shown already.
        const redraw = problem !== null || (result !== undefined && !sameLibrary(result, doc))
        if (redraw && result) doc = result
        problem = null
        if (redraw) notify()
        broadcast?.postMessage('changed')
        return true
      } catch (error) {
        if (!isQuota(error)) {
          // Shown, kept for this page, and said: never a change that looks kept and is not.
          memoryOnly = true
          problem = 'unkept'
          notify()
          return true
        }
        problem = 'full'
        // What is stored is what is kept: the change that did not fit goes.
        doc = await readFrom(store).catch(() => doc)
        notify()
        return false
      }
    })
  }

  return {
    read: () => doc,
    problem: () => problem,
    change,
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) {
        if (typeof BroadcastChannel === 'function') {
          broadcast = new BroadcastChannel(channel)
          broadcast.onmessage = () => void reload()
        }
        void load()
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        broadcast?.close()
        broadcast = null
        // Unheard, it could go stale: the next reader reads it afresh (unless it lives only here).
        void enqueue(() => {
          if (listeners.size === 0 && !memoryOnly) doc = null
          return Promise.resolve()
        })
      }
    },
  }
}
