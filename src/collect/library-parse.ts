import * as v from 'valibot'
import type { Pepe } from '../api/schemas'
import { byNewest, EMPTY_LIBRARY, joinCollection, LIBRARY_VERSION, refOfKept, type CollectionDoc, type Kept, type LibraryDoc } from './library-doc'
import { isStorable } from './stored-list'

/** Entries checked already (the library as this page has it), by record and time: taken as they are. */
export type KnownEntries = ReadonlyMap<string, Kept>

/** Entries checked between two pauses of a read in slices: a few milliseconds' work. */
const SLICE = 400

const Entry = v.object({ pepe: v.unknown(), added: v.pipe(v.number(), v.finite()) })
const Stored = v.object({
  version: v.number(),
  favourites: v.array(v.unknown()),
  collections: v.array(v.object({ name: v.string(), members: v.array(v.unknown()) })),
})

const knownKey = (kept: Kept) => `${refOfKept(kept)} ${kept.added}`
const knownLists = new WeakMap<LibraryDoc, KnownEntries>()

/** Every entry of a library, for reading it again without checking again what it holds. */
export function knownOf(doc: LibraryDoc | null): KnownEntries | undefined {
  if (!doc) return undefined
  let known = knownLists.get(doc)
  if (!known) {
    const entries = [...doc.favourites, ...doc.collections.flatMap((collection) => collection.members)]
    knownLists.set(doc, (known = new Map(entries.map((kept) => [knownKey(kept), kept]))))
  }
  return known
}

const sameList = (a: readonly Kept[], b: readonly Kept[]) => a.length === b.length && a.every((kept, index) => kept === b[index])

/** Whether two libraries hold the very same entries (read again with `known`, an unchanged one does). */
export function sameLibrary(a: LibraryDoc, b: LibraryDoc | null): boolean {
  if (!b || !sameList(a.favourites, b.favourites) || a.collections.length !== b.collections.length) return false
  return a.collections.every((collection, index) => {
    const other = b.collections[index]
    return other !== undefined && other.name === collection.name && sameList(collection.members, other.members)
  })
}

/** The known entry that `entry` holds, to the letter: the same object, so a card drawn from it is not drawn again. */
function asKnown(entry: unknown, known: KnownEntries | undefined): Kept | undefined {
  if (!known || typeof entry !== 'object' || entry === null) return undefined
  const { pepe, added } = entry as { pepe?: Partial<Record<keyof Pepe, unknown>>; added?: unknown }
  if (typeof pepe !== 'object' || typeof added !== 'number') return undefined
  const good = known.get(`${String(pepe.version)}/${String(pepe.id)} ${added}`)
  return good && good.pepe.version === pepe.version && good.pepe.id === pepe.id && good.pepe.url === pepe.url && good.pepe.description === pepe.description ? good : undefined
}

function checked(entry: unknown, known: KnownEntries | undefined): Kept | null {
  const same = asKnown(entry, known)
  if (same) return same
  const parsed = v.safeParse(Entry, entry)
  if (!parsed.success || !isStorable(parsed.output.pepe as Pepe)) return null
  const { version, id, url, description } = parsed.output.pepe as Pepe
  return { pepe: { version, id, url, description }, added: parsed.output.added }
}

/** Good entries only, once each, newest first: what another version or an extension wrote is checked. Pauses (yields) every SLICE. */
function* keptList(entries: readonly unknown[], known: KnownEntries | undefined): Generator<void, Kept[]> {
  const seen = new Set<string>()
  const kept: Kept[] = []
  for (const [index, entry] of entries.entries()) {
    if (index % SLICE === SLICE - 1) yield
    const good = checked(entry, known)
    if (!good) continue
    const ref = refOfKept(good)
    if (seen.has(ref)) continue
    seen.add(ref)
    kept.push(good)
  }
  return kept.sort(byNewest)
}

function* parseSteps(value: unknown, known: KnownEntries | undefined): Generator<void, LibraryDoc | null> {
  if (value === undefined) return EMPTY_LIBRARY
  const stored = v.safeParse(Stored, value)
  if (!stored.success || stored.output.version !== LIBRARY_VERSION) return null
  const collections: CollectionDoc[] = []
  for (const { name, members } of stored.output.collections) {
    // A name no collection may have is left out; two of one name (kept before names were compared trimmed) are read as one, with the members of both.
    joinCollection(collections, { name, members: yield* keptList(members, known) })
  }
  return { version: LIBRARY_VERSION, favourites: yield* keptList(stored.output.favourites, known), collections }
}

/**
 * The stored value as a library: nothing stored is an empty one; a value of a newer version (or
 * one that is not a library at all) is null, which the store reads as "do not write over it".
 * Entries the same as `known` ones are taken without being checked again.
 */
export function parseLibrary(value: unknown, known?: KnownEntries): LibraryDoc | null {
  const steps = parseSteps(value, known)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** Lets the page draw and take input between two slices of a long read. */
const pause = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0)
  })

/** The same, read in slices with a pause between them: thousands of pepes never hold up the page. */
export async function parseLibraryInSlices(value: unknown, known?: KnownEntries): Promise<LibraryDoc | null> {
  const steps = parseSteps(value, known)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await pause()
  }
}
