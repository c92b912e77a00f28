import type { ApiVersion, Pepe } from '../api/schemas'
import { isStorable } from './stored-list'

/** A pepe kept, with when it was added (ms since 1970). */
export type Kept = { readonly pepe: Pepe; readonly added: number }
/** A named set of pepes; each member keeps its own record, so it outlives being unfavourited. */
export type CollectionDoc = { readonly name: string; readonly members: readonly Kept[] }
/**
 * What the library keeps in IndexedDB, as one value: favourites newest first, collections in the
 * order they were made. A new shape gets a new version, which an older tab leaves untouched.
 */
export type LibraryDoc = { readonly version: 1; readonly favourites: readonly Kept[]; readonly collections: readonly CollectionDoc[] }

export const LIBRARY_VERSION = 1
export const EMPTY_LIBRARY: LibraryDoc = { version: LIBRARY_VERSION, favourites: [], collections: [] }
export const MAX_NAME_LENGTH = 60

export const refOf = (version: ApiVersion, id: string) => `${version}/${id}`
export const refOfKept = ({ pepe }: Kept) => refOf(pepe.version, pepe.id)
export const byNewest = (a: Kept, b: Kept) => b.added - a.added

/** A name as kept: without spaces around it, in one Unicode form (NFC), so "Café" is one name however it was typed. */
export const cleanName = (name: string) => name.trim().normalize('NFC')
/** A text's characters as a reader counts them (grapheme clusters): an emoji, flag or accented letter is one. */
export const charactersOf = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), ({ segment }) => segment)
/** Two names are one when they differ only in case, in spaces around them or in Unicode form. */
const sameName = (a: string, b: string) => cleanName(a).toLowerCase() === cleanName(b).toLowerCase()
export const findCollection = (doc: Pick<LibraryDoc, 'collections'>, name: string) =>
  doc.collections.find((collection) => sameName(collection.name, name))

/** Why a collection may not take this name, or null when it may (`except`: its own name, when renaming). */
export function nameProblem(doc: Pick<LibraryDoc, 'collections'>, name: string, except?: string): string | null {
  const clean = cleanName(name)
  if (clean === '') return 'A collection needs a name.'
  if (charactersOf(clean).length > MAX_NAME_LENGTH) return `A collection's name is at most ${MAX_NAME_LENGTH} characters.`
  if (/\p{Cs}|\p{Cc}/u.test(clean)) return 'A collection’s name cannot hold control characters.'
  // A path segment "." or ".." (even percent-encoded) is undone by the browser: the page would have no address.
  if (clean === '.' || clean === '..') return 'A collection’s name cannot be “.” or “..”.'
  const taken = findCollection(doc, name)
  if (taken && !(except !== undefined && sameName(except, name))) return `There is a collection named “${taken.name}” already.`
  return null
}

export const isFavourite = (doc: LibraryDoc, version: ApiVersion, id: string) =>
  doc.favourites.some(({ pepe }) => pepe.version === version && pepe.id === id)

const without = (list: readonly Kept[], ref: string) => list.filter((kept) => refOfKept(kept) !== ref)

export function addFavourite(doc: LibraryDoc, pepe: Pepe, added: number): LibraryDoc {
  if (!isStorable(pepe) || isFavourite(doc, pepe.version, pepe.id)) return doc
  const { version, id, url, description } = pepe
  return { ...doc, favourites: [{ pepe: { version, id, url, description }, added }, ...doc.favourites] }
}

export function removeFavourite(doc: LibraryDoc, version: ApiVersion, id: string): LibraryDoc {
  if (!isFavourite(doc, version, id)) return doc
  return { ...doc, favourites: without(doc.favourites, refOf(version, id)) }
}

const mapCollection = (doc: LibraryDoc, name: string, change: (collection: CollectionDoc) => CollectionDoc | null): LibraryDoc => ({
  ...doc,
  collections: doc.collections.flatMap((collection) => {
    if (!sameName(collection.name, name)) return [collection]
    const changed = change(collection)
    return changed ? [changed] : []
  }),
})

/** Puts a pepe in a collection (and in the favourites: SPEC 13.2) or takes it out of one. */
export function setMember(doc: LibraryDoc, name: string, pepe: Pepe, member: boolean, added: number): LibraryDoc {
  const collection = findCollection(doc, name)
  if (!collection || !isStorable(pepe)) return doc
  const ref = refOf(pepe.version, pepe.id)
  const isIn = collection.members.some((kept) => refOfKept(kept) === ref)
  if (isIn === member) return member ? addFavourite(doc, pepe, added) : doc
  const next = mapCollection(doc, name, ({ name: own, members }) => ({
    name: own,
    members: member ? [{ pepe, added }, ...members] : without(members, ref),
  }))
  return member ? addFavourite(next, pepe, added) : next
}

export function createCollection(doc: LibraryDoc, name: string): LibraryDoc {
  if (nameProblem(doc, name) !== null) return doc
  return { ...doc, collections: [...doc.collections, { name: cleanName(name), members: [] }] }
}

export function renameCollection(doc: LibraryDoc, name: string, to: string): LibraryDoc {
  if (!findCollection(doc, name) || nameProblem(doc, to, name) !== null) return doc
  return mapCollection(doc, name, ({ members }) => ({ name: cleanName(to), members }))
}

/** Deletes the collection only: its members stay favourites if they were. */
export const deleteCollection = (doc: LibraryDoc, name: string): LibraryDoc => mapCollection(doc, name, () => null)

function union(ours: readonly Kept[], theirs: readonly Kept[]): { list: readonly Kept[]; added: number } {
  const refs = new Set(ours.map(refOfKept))
  const fresh = theirs.filter((kept) => {
    const ref = refOfKept(kept)
    if (refs.has(ref)) return false
    refs.add(ref)
    return true
  })
  return fresh.length === 0 ? { list: ours, added: 0 } : { list: [...ours, ...fresh].sort(byNewest), added: fresh.length }
}

export type MergeResult = { doc: LibraryDoc; pepes: number; collections: number }

/**
 * `incoming` joined into `collections` (changed in place): into the one of its name in any case,
 * no pepe twice, or else added when its name is one a collection may have. True when added.
 */
export function joinCollection(collections: CollectionDoc[], incoming: CollectionDoc): boolean {
  const index = collections.findIndex((collection) => sameName(collection.name, incoming.name))
  const mine = collections[index]
  if (mine) {
    collections[index] = { name: mine.name, members: union(mine.members, incoming.members).list }
    return false
  }
  if (nameProblem({ collections: [] }, incoming.name) !== null) return false
  collections.push({ name: cleanName(incoming.name), members: union([], incoming.members).list })
  return true
}

/**
 * Another library merged into this one: no pepe twice, collections joined by name (in any case),
 * nothing of this one lost. Counts the pepes new to the favourites and the collections new here.
 */
export function mergeLibrary(doc: LibraryDoc, other: Pick<LibraryDoc, 'favourites' | 'collections'>): MergeResult {
  const favourites = union(doc.favourites, other.favourites)
  const collections = [...doc.collections]
  const newCollections = other.collections.filter((incoming) => joinCollection(collections, incoming)).length
  // A member is a favourite too (SPEC 13.2), whichever file it came from.
  const members = union(favourites.list, other.collections.flatMap((collection) => collection.members))
  return {
    doc: { version: LIBRARY_VERSION, favourites: members.list, collections },
    pepes: favourites.added + members.added,
    collections: newCollections,
  }
}
