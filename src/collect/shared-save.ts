import type { Pepe } from '../api/schemas'
import { charactersOf, cleanName, MAX_NAME_LENGTH, mergeLibrary, nameProblem, type LibraryDoc } from './library-doc'

/**
 * The name a sent collection is saved under: its own, or, when this library has a collection of
 * that name in any case, the first free "<name> (2)", "<name> (3)"…, cut to fit 60 characters.
 * Never joined to the one already here: saving a link adds, and mixes nothing into what was kept.
 */
export function freeName(doc: Pick<LibraryDoc, 'collections'>, name: string): string {
  const base = cleanName(name)
  if (nameProblem(doc, base) === null) return base
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`
    // Cut by characters, never inside one (an emoji's two UTF-16 halves).
    const candidate = `${charactersOf(base).slice(0, MAX_NAME_LENGTH - suffix.length).join('').trimEnd()}${suffix}`
    if (nameProblem(doc, candidate) === null) return candidate
  }
}

export type SavedShared = { doc: LibraryDoc; name: string; pepes: number }

/**
 * The sent collection added as a new collection, in the link's order, its pepes favourites too
 * (SPEC 13.2); `pepes` counts the favourites that are new here.
 */
export function saveShared(doc: LibraryDoc, name: string, pepes: readonly Pepe[], now: number): SavedShared {
  const saved = freeName(doc, name)
  // The first in the link is the newest, as the collection page lists them.
  const members = pepes.map((pepe, index) => ({ pepe, added: now - index }))
  const merged = mergeLibrary(doc, { favourites: [], collections: [{ name: saved, members }] })
  return { doc: merged.doc, name: saved, pepes: merged.pepes }
}
