import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string'
import type { ApiVersion, Pepe } from '../api/schemas'
import { SHARED_PREFIX as PREFIX } from '../paths'
import { decodedLength } from './decoded-length'
import { nameProblem, refOf } from './library-doc'
import { MAX_IMPORT_BYTES } from './library-import'
import { readOutsideRecord } from './outside-records'

/**
 * A collection sent as a link (SPEC 13.2): `/shared/<tag>.<checksum>.<payload>`, the payload lz-string's
 * URL-safe compression of `[name, prefixes, records]`, each record `[1|2, id, prefix, rest,
 * description]`, its url the prefix (a folder, written once for all its images) then the rest. A new
 * shape gets a new tag; a link of another tag is refused as such, never misread.
 */
export const SHARED_TAG = '1'
/** A longer payload is refused unread: decompressing a hostile megabyte would freeze the page. */
export const MAX_PAYLOAD_LENGTH = 500_000

/** The records the cards need, as a link carries them: still to be checked as outside records. */
export type SharedCollection = { readonly name: string; readonly records: readonly Pepe[] }
export type SharedRead =
  | { ok: true; collection: SharedCollection }
  | { ok: false; problem: 'broken' | 'version' }
  | { ok: false; problem: 'refused'; why: string }

const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1)

/** The collection's address path: its records, compressed, with the format's tag in front. */
export function sharedPath(name: string, pepes: readonly Pepe[]): string {
  const prefixes: string[] = []
  const records = pepes.map(({ version, id, url, description }) => {
    const folder = folderOf(url)
    let index = prefixes.indexOf(folder)
    if (index < 0) index = prefixes.push(folder) - 1
    return [version === 'v1' ? 1 : 2, id, index, url.slice(folder.length), description]
  })
  return sharedPathOf(compressToEncodedURIComponent(JSON.stringify([name, prefixes, records])))
}

/** The address path of a compressed payload: the format's tag and its checksum in front. */
export const sharedPathOf = (body: string) => `${PREFIX}${SHARED_TAG}.${checksum(body)}.${body}`

type Row = [digit: 1 | 2, id: string, prefix: number, rest: string, description: string]
type Shape = [name: string, prefixes: string[], rows: Row[]]

// By hand, not with valibot's tuple: the schema library sits in the first load's chunk, where every
// function a lazy page uses of it would be added.
const isText = (value: unknown): value is string => typeof value === 'string'
const isRow = (row: unknown): row is Row =>
  Array.isArray(row) &&
  row.length === 5 &&
  (row[0] === 1 || row[0] === 2) &&
  isText(row[1]) &&
  Number.isSafeInteger(row[2]) &&
  isText(row[3]) &&
  isText(row[4])
const isShape = (value: unknown): value is Shape =>
  Array.isArray(value) &&
  value.length === 3 &&
  isText(value[0]) &&
  Array.isArray(value[1]) &&
  value[1].every(isText) &&
  Array.isArray(value[2]) &&
  value[2].every(isRow)

/** FNV-1a of the compressed text, base 36: a link cut short or changed on the way fails it. */
function checksum(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return (hash >>> 0).toString(36)
}

/** The payload of a `/shared/…` path (as sent, or percent-encoded by a chat app on the way); null for any other path. */
export function payloadIn(pathname: string): string | null {
  if (!pathname.startsWith(PREFIX)) return null
  try {
    return decodeURIComponent(pathname.slice(PREFIX.length))
  } catch {
    return pathname.slice(PREFIX.length)
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * What a link holds, each record read as the API's answer would be with images on `ownOrigins`
 * (outside-records.ts), or why it cannot be read: cut short or changed ('broken'), another format
 * ('version'), a record the app would not show ('refused').
 */
export function readSharedPayload(payload: string, ownOrigins: readonly string[]): SharedRead {
  const tagged = /^([0-9a-z]{1,8})\.(.*)$/s.exec(payload)
  if (!tagged) return { ok: false, problem: 'broken' }
  if (tagged[1] !== SHARED_TAG) return { ok: false, problem: 'version' }
  const summed = /^([0-9a-z]{1,7})\.(.+)$/s.exec(tagged[2] ?? '')
  const body = summed?.[2] ?? ''
  if (body.length > MAX_PAYLOAD_LENGTH || checksum(body) !== summed?.[1]) return { ok: false, problem: 'broken' }
  // A link holds at most what a file may, counted before it is made: a crafted one of 70,000
  // characters would make 450 million, freezing the page or ending it (decoded-length.ts).
  const length = decodedLength(body, MAX_IMPORT_BYTES)
  if (length === null || length > MAX_IMPORT_BYTES) return { ok: false, problem: 'broken' }
  let text: string | null
  try {
    text = decompressFromEncodedURIComponent(body)
  } catch {
    text = null
  }
  const shape = text ? parseJson(text) : undefined
  if (!isShape(shape)) return { ok: false, problem: 'broken' }
  const [name, prefixes, rows] = shape
  if (nameProblem({ collections: [] }, name) !== null) return { ok: false, problem: 'broken' }
  const records: Pepe[] = []
  const seen = new Set<string>()
  // The whole link or nothing: a sender's record on a host the app does not trust refuses it all,
  // so a visitor never saves a part and wonders where the rest went.
  for (const [position, [digit, id, index, rest, description]] of rows.entries()) {
    const prefix = prefixes[index]
    if (prefix === undefined) return { ok: false, problem: 'broken' }
    const version: ApiVersion = digit === 1 ? 'v1' : 'v2'
    const read = readOutsideRecord({ version, id, url: prefix + rest, description }, ownOrigins)
    if (!read.ok) return { ok: false, problem: 'refused', why: `Pepe ${position + 1} of the link is refused: ${read.why}.` }
    // A pepe twice (a hand-made link) is one card, as in a collection.
    const ref = refOf(version, id)
    if (seen.has(ref)) continue
    seen.add(ref)
    records.push(read.pepe)
  }
  return { ok: true, collection: { name, records } }
}
