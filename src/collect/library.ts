import type { ApiVersion, Pepe } from '../api/schemas'
import { addFavourite, isFavourite, refOf, removeFavourite, type LibraryDoc } from './library-doc'
import { createLibrary } from './library-store'
import type { Collection } from './collection-type'
import { storageArea } from './storage-area'

/** This browser's library: IndexedDB's `pepe-library`, and SPEC 10.2's list moved into it. */
export const library = createLibrary({ area: storageArea, key: 'library', legacyKey: 'pepe-favourites', channel: 'pepe-library' })

const NONE: readonly Pepe[] = []
const lists = new WeakMap<LibraryDoc, readonly Pepe[]>()
const refSets = new WeakMap<LibraryDoc, ReadonlySet<string>>()

/** The favourites' records, newest first: the same array while the library is the same. */
export function favouritesOf(doc: LibraryDoc | null): readonly Pepe[] {
  if (!doc) return NONE
  let list = lists.get(doc)
  if (!list) lists.set(doc, (list = doc.favourites.map(({ pepe }) => pepe)))
  return list
}

function favouriteRefs(doc: LibraryDoc): ReadonlySet<string> {
  let refs = refSets.get(doc)
  if (!refs) refSets.set(doc, (refs = new Set(doc.favourites.map(({ pepe }) => refOf(pepe.version, pepe.id)))))
  return refs
}

const has = (version: ApiVersion, id: string) => {
  const doc = library.read()
  return doc !== null && favouriteRefs(doc).has(refOf(version, id))
}

/** The favourites as SPEC 10.2's list, for the Favourite button, the header's count and the page. */
export const favourites: Collection = {
  read: () => favouritesOf(library.read()),
  ready: () => library.read() !== null,
  has,
  add(pepe) {
    void library.change((doc) => addFavourite(doc, pepe, Date.now()))
  },
  remove(version, id) {
    void library.change((doc) => removeFavourite(doc, version, id))
  },
  toggle(pepe) {
    const added = Date.now()
    void library.change((doc) =>
      isFavourite(doc, pepe.version, pepe.id) ? removeFavourite(doc, pepe.version, pepe.id) : addFavourite(doc, pepe, added),
    )
    return has(pepe.version, pepe.id)
  },
  clear() {
    void library.change((doc) => ({ ...doc, favourites: [] }))
  },
  subscribe: library.subscribe,
}
