import * as v from 'valibot'
import { isV1Id } from '../api/ids'
import { MAX_DESCRIPTION_LENGTH, MAX_ID_LENGTH, MAX_URL_LENGTH } from '../api/limits'
import type { ApiVersion, Pepe } from '../api/schemas'
import { parseUrl } from '../parse-url'

/**
 * The stored form of a collection: `{ "version": 1, "items": [record, ...] }`, newest first.
 * A new shape gets a new version number, so an older tab reads it as empty instead of wrong.
 */
const STORED_VERSION = 1

function isHttpUrl(value: string): boolean {
  const protocol = parseUrl(value)?.protocol
  return protocol === 'http:' || protocol === 'https:'
}

// What the app shows and links to, whatever wrote the value: another version of the app, an
// extension, or someone at the console. The id must fit in a URL, as on the detail route.
const Item = v.pipe(
  v.object({
    version: v.picklist(['v1', 'v2']),
    // The limits of a record the API gives: a kept one is one of those.
    id: v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH), v.check(isV1Id)),
    url: v.pipe(v.string(), v.maxLength(MAX_URL_LENGTH), v.check(isHttpUrl)),
    description: v.pipe(v.string(), v.maxLength(MAX_DESCRIPTION_LENGTH)),
  }),
  v.check((pepe) => pepe.version === 'v1' || /^[0-9]+$/.test(pepe.id)),
)
// `custom` rather than `array`: only the first items are ever looked at, however many there are.
const Stored = v.object({ version: v.literal(STORED_VERSION), items: v.custom<readonly unknown[]>(Array.isArray) })

const keyOf = (version: ApiVersion, id: string) => `${version}/${id}`

/** Never throws: a bad document is an empty list, a bad item is left out and the rest kept. */
export function parseStored(raw: string | null, max: number): readonly Pepe[] {
  if (raw === null) return []
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return []
  }
  const stored = v.safeParse(Stored, json)
  if (!stored.success) return []
  const seen = new Set<string>()
  const items: Pepe[] = []
  // Room for some bad items, without validating a huge hostile list to the end.
  for (const entry of stored.output.items.slice(0, max * 2)) {
    const item = v.safeParse(Item, entry)
    if (!item.success) continue
    const key = keyOf(item.output.version, item.output.id)
    if (seen.has(key)) continue
    seen.add(key)
    items.push(item.output)
    if (items.length === max) break
  }
  return items
}

/** A record that would be dropped on the next read is not worth keeping now either. */
export const isStorable = (pepe: Pepe) => v.is(Item, pepe)

export function serialize(items: readonly Pepe[]): string {
  return JSON.stringify({ version: STORED_VERSION, items })
}
