import { parseV1List, parseV1Record, parseV2Random, parseV2Record, type Pepe } from '../../src/api/schemas.ts'
import type { Operation } from './routes.ts'

/** What the forwarder knows of its key: how to replace its usual forms, and whether text holds it at all. */
export type KeyGuard = { readonly redact: (text: string) => string; readonly holds: (text: string) => boolean }

/** A body as the page gets it. `keyHeld`: the upstream's body held the key (never stored then). */
export type CleanBody = { readonly body: Uint8Array<ArrayBuffer>; readonly json: boolean; readonly keyHeld: boolean }

const REDACTED = '[redacted]'
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'))
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')

/** The cleaning of one decoded string: known forms replaced; if it still holds the key some other way, all of it. */
function cleaner(guard: KeyGuard) {
  let keyHeld = false
  const clean = (text: string) => {
    const redacted = guard.redact(text)
    const result = guard.holds(redacted) ? REDACTED : redacted
    if (result !== text) keyHeld = true
    return result
  }
  return { clean, held: () => keyHeld }
}

const v1 = (clean: (text: string) => string, { id, url, description }: Pepe) => ({ id: clean(id), url: clean(url), description: clean(description) })
const v2 = (clean: (text: string) => string, { id, url, description }: Pepe) => ({ id: Number(id), url: clean(url), description: clean(description) })

/**
 * A successful answer rebuilt from what the app reads of it (src/api/schemas.ts): the records'
 * id, url and description and v2's `found`, nothing else; null when it is not such an answer.
 */
function rebuild(operation: Operation, json: unknown, clean: (text: string) => string): object | null {
  try {
    if (operation.id !== undefined) {
      return operation.version === 'v1' ? { status: 'success', result: v1(clean, parseV1Record(json)) } : { data: v2(clean, parseV2Record(json)) }
    }
    if (operation.version === 'v1') return { status: 'success', result: parseV1List(json).map((pepe) => v1(clean, pepe)) }
    const { pepes, matched } = parseV2Random(json)
    const term = operation.query.get('search')
    // `terms` is the term this forwarder sent (the app reads only `found`).
    const search = term !== null || !matched ? { search: { terms: clean(term ?? ''), found: matched } } : {}
    return { data: pepes[0] ? v2(clean, pepes[0]) : null, ...search }
  } catch {
    return null
  }
}

/** Every string of a JSON value, names too, cleaned. Throws on nesting too deep to walk. */
function cleanJson(value: unknown, clean: (text: string) => string): unknown {
  if (typeof value === 'string') return clean(value)
  if (Array.isArray(value)) return value.map((item) => cleanJson(item, clean))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [clean(name), cleanJson(item, clean)]))
}

function parseJson(bytes: Uint8Array): { value: unknown } | null {
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)) as unknown }
  } catch {
    return null
  }
}

/**
 * The upstream's body without the server's key in any form: rather than chasing encodings in the
 * bytes, the key is looked for in the decoded strings. A successful answer the app can read is
 * answered from its records alone; a JSON error has each string that holds the key redacted;
 * other text has the key's usual forms replaced, or is withheld whole if it holds it otherwise.
 */
export function cleanBody(bytes: Uint8Array, ok: boolean, operation: Operation, guard: KeyGuard): CleanBody {
  const { clean, held } = cleaner(guard)
  const parsed = parseJson(bytes)
  let answer: CleanBody | null = null
  if (parsed !== null) {
    const record = ok ? rebuild(operation, parsed.value, clean) : null
    if (record !== null) answer = { body: utf8(JSON.stringify(record)), json: true, keyHeld: held() }
    else {
      try {
        const cleaned = cleanJson(parsed.value, clean)
        if (held()) answer = { body: utf8(JSON.stringify(cleaned)), json: true, keyHeld: true }
      } catch {
        // Nested too deep to walk: cleaned as text below.
      }
    }
  }
  if (answer === null) {
    const text = guard.redact(latin1(bytes))
    answer = { body: new Uint8Array(Buffer.from(text, 'latin1')), json: false, keyHeld: text !== latin1(bytes) }
  }
  // Whatever was missed (the key split between strings, say), the answer as a whole must not hold it.
  if (guard.holds(latin1(answer.body))) return { body: utf8(answer.json ? JSON.stringify({ error: REDACTED }) : REDACTED), json: answer.json, keyHeld: true }
  return answer
}
