import * as v from 'valibot'
// With extensions: the /api forwarder imports this file, and Vite's config loader with it.
import { parseUrl } from '../parse-url.ts'
import { ApiError } from './api-error.ts'
import { isWellFormed, toWellFormed } from './ids.ts'
import { MAX_DESCRIPTION_LENGTH, MAX_ID_LENGTH, MAX_URL_LENGTH, V1_LIMIT } from './limits.ts'

export type ApiVersion = 'v1' | 'v2'

/** One record, whatever the API version; v2's integer ids become their decimal string. */
export type Pepe = {
  readonly version: ApiVersion
  readonly id: string
  readonly url: string
  readonly description: string
}

/** A random answer. `matched` is false when a search term found nothing; any pepes are then unfiltered. */
export type RandomPick = {
  readonly pepes: readonly Pepe[]
  readonly matched: boolean
}

/**
 * Text as a page can carry it, for every reader of records (the app, the page function): a lone
 * surrogate becomes U+FFFD. A drawn page, written as UTF-8, has U+FFFD where the record's JSON
 * block kept `\ud800`, and React's hydration fails on the difference.
 */
const Text = (maxLength: number) => v.pipe(v.string(), v.maxLength(maxLength), v.transform(toWellFormed))
const Url = Text(MAX_URL_LENGTH)
// Tolerant of what public clients of the catalogue see: extra fields (`tags`, `category: null`)
// are dropped, and a description may be missing (an older v1) or null.
const Description = v.nullish(Text(MAX_DESCRIPTION_LENGTH))
// Ids are not rewritten: a changed id would name another record (isShowable refuses one).
const V1Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_ID_LENGTH))
const V1Record = v.object({ id: V1Id, url: Url, description: Description })
const V1Envelope = <T extends v.GenericSchema>(result: T) => v.object({ status: v.literal('success'), result })
// Each record is read on its own (parseV1List), so one the app cannot read costs only itself.
// The API never rightly sends more than `limit` asks for: the rest is dropped unread.
const V1List = V1Envelope(
  v.pipe(
    v.array(v.unknown()),
    v.transform((records) => records.slice(0, V1_LIMIT.max)),
  ),
)
const V1Single = V1Envelope(V1Record)

const V2Record = v.object({
  id: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  url: Url,
  description: Description,
})
const V2Single = v.object({ data: V2Record })
const V2Random = v.object({
  data: v.nullish(V2Record),
  search: v.nullish(v.object({ terms: v.string(), found: v.boolean() })),
})

function isHttpUrl(value: string): boolean {
  const protocol = parseUrl(value)?.protocol
  return protocol === 'http:' || protocol === 'https:'
}

function invalid(reason: string): ApiError {
  return new ApiError('invalid-response', `Unexpected response: ${reason}`)
}

function parse<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, body)
  if (!result.success) throw invalid(v.summarize(result.issues))
  return result.output
}

type RecordRead = { id: string | number; url: string; description?: string | null | undefined }

/**
 * A record with no words (none, null or blank) is named by its id, as its page's heading is: its
 * image is what names its card's link, and an image named by nothing would name nothing.
 */
function toPepe(version: ApiVersion, record: RecordRead): Pepe {
  const id = String(record.id)
  const description = record.description?.trim() ? record.description : `Pepe ${id}`
  return { version, id, url: record.url, description }
}

/**
 * A record the app can show and link to: an http(s) url (no `javascript:` image or link), and an
 * id that can be put in a URL (a lone surrogate makes `encodeURIComponent` throw).
 */
function isShowable(pepe: Pepe): boolean {
  return isHttpUrl(pepe.url) && isWellFormed(pepe.id)
}

function safeSingle(pepe: Pepe): Pepe {
  if (!isShowable(pepe)) throw invalid('the record has no http(s) url or an id that cannot be linked to')
  return pepe
}

/**
 * Records that cannot be read or shown are left out, and so are repeats of an id already seen; an
 * answer that had records but leaves nothing to show is not one we understand.
 */
export function parseV1List(body: unknown): Pepe[] {
  const { result } = parse(V1List, body)
  const seen = new Set<string>()
  const pepes: Pepe[] = []
  for (const raw of result) {
    const record = v.safeParse(V1Record, raw)
    if (!record.success) continue
    const pepe = toPepe('v1', record.output)
    if (!isShowable(pepe) || seen.has(pepe.id)) continue
    seen.add(pepe.id)
    pepes.push(pepe)
  }
  if (result.length > 0 && pepes.length === 0) throw invalid('no record can be read and shown')
  return pepes
}

export function parseV1Record(body: unknown): Pepe {
  return safeSingle(toPepe('v1', parse(V1Single, body).result))
}

export function parseV2Record(body: unknown): Pepe {
  return safeSingle(toPepe('v2', parse(V2Single, body).data))
}

/**
 * The record by id in `body`, if it is the one asked for: `id` as the app sends it (ids.ts: v2's
 * as a whole number, leading zeros dropped; v1's as written). Another one is an answer the app does
 * not understand, and the `/api` forwarder and the page function neither keep nor draw it.
 */
export function parseAskedRecord(version: ApiVersion, id: string, body: unknown): Pepe {
  const pepe = version === 'v1' ? parseV1Record(body) : parseV2Record(body)
  if (pepe.id !== id) throw invalid(`another record than ${id}`)
  return pepe
}

export function parseV2Random(body: unknown): RandomPick {
  const { data, search } = parse(V2Random, body)
  // Without a search object (no term was sent) a record is required; with one, `found` decides.
  if (!data && search?.found !== false) throw invalid('no record and no "found: false"')
  return { pepes: data ? [safeSingle(toPepe('v2', data))] : [], matched: search?.found ?? true }
}
