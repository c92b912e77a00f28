import { EXPORT_FORMAT, EXPORT_VERSION } from './library-export'
import { nameProblem, type CollectionDoc, type Kept, type LibraryDoc } from './library-doc'
import { readOutsideRecord } from './outside-records'
import { thousands } from './thousands'

/** A file over this is refused before it is read: an export of 20,000 pepes is about 4 MB. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024
/** Favourites and collection members together: well above the 5,000 a library is built for. */
export const MAX_IMPORT_ENTRIES = 20_000

export type ImportRead =
  | { readonly ok: true; readonly library: Pick<LibraryDoc, 'favourites' | 'collections'> }
  | { readonly ok: false; readonly why: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const refused = (why: string): ImportRead => ({ ok: false, why })

export const TOO_LARGE = `This file is over ${MAX_IMPORT_BYTES / 1024 / 1024} MB, the most one import reads. Nothing was changed.`

/** One entry of the file as a kept pepe, or why not ("favourite 3: its url is a data: address"). */
function keptOf(entry: unknown, where: string, ownOrigins: readonly string[]): Kept | string {
  const read = readOutsideRecord(entry, ownOrigins)
  if (!read.ok) return `${where}: ${read.why}`
  const added = isObject(entry) && typeof entry.added === 'string' ? Date.parse(entry.added) : Number.NaN
  if (!Number.isFinite(added)) return `${where}: its "added" is not a date`
  return { pepe: read.pepe, added }
}

function keptList(entries: readonly unknown[], where: (index: number) => string, ownOrigins: readonly string[]): Kept[] | string {
  const list: Kept[] = []
  for (const [index, entry] of entries.entries()) {
    const kept = keptOf(entry, where(index + 1), ownOrigins)
    if (typeof kept === 'string') return kept
    list.push(kept)
  }
  return list
}

/**
 * An exported library (library-export.ts) read from the text of a file, every record as the API
 * would give it (outside-records.ts); any record refused refuses the file, saying which and why.
 */
export function readLibraryFile(text: string, ownOrigins: readonly string[]): ImportRead {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return refused('This file is not JSON, so it is not a library export. Nothing was changed.')
  }
  if (!isObject(json) || json.format !== EXPORT_FORMAT) {
    return refused(`This file is not a Pepe Catalogue library (its "format" is not "${EXPORT_FORMAT}"). Nothing was changed.`)
  }
  if (typeof json.version !== 'number' || !Number.isInteger(json.version) || json.version < 1) {
    return refused('This library file has no version the app knows. Nothing was changed.')
  }
  if (json.version > EXPORT_VERSION) {
    return refused(`This library was saved by a newer version of the app (format version ${json.version}); this one reads version ${EXPORT_VERSION}. Nothing was changed.`)
  }
  const { favourites } = json
  const collections = json.collections as readonly { name: unknown; members: unknown }[]
  if (!Array.isArray(favourites) || !Array.isArray(collections) || !collections.every((c) => isObject(c) && Array.isArray(c.members))) {
    return refused('This library file has no list of favourites or collections. Nothing was changed.')
  }
  const members = collections as readonly { name: unknown; members: readonly unknown[] }[]
  const entries = favourites.length + members.reduce((sum, c) => sum + c.members.length, 0)
  if (entries > MAX_IMPORT_ENTRIES) {
    return refused(`This file holds ${thousands(entries)} entries; one import takes at most ${thousands(MAX_IMPORT_ENTRIES)}. Nothing was changed.`)
  }
  const problem = (why: string) => refused(`This file cannot be imported: ${why}. Nothing was changed.`)
  const kept = keptList(favourites, (n) => `favourite ${n}`, ownOrigins)
  if (typeof kept === 'string') return problem(kept)
  const docs: CollectionDoc[] = []
  for (const [index, { name, members: list }] of members.entries()) {
    const named = typeof name === 'string' ? nameProblem({ collections: [] }, name) : 'A collection needs a name.'
    if (named !== null) return problem(`collection ${index + 1}: ${named.replace(/\.$/, '')}`)
    const read = keptList(list, (n) => `member ${n} of “${name as string}”`, ownOrigins)
    if (typeof read === 'string') return problem(read)
    docs.push({ name: name as string, members: read })
  }
  return { ok: true, library: { favourites: kept, collections: docs } }
}
