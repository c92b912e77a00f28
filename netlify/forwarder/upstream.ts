/** Reading the upstream's answer: its size, its `Retry-After`. */

/** No answer of the catalogue comes near it (a v1 list of 50 records is some 10 kB). */
export const MAX_BODY_BYTES = 1024 * 1024

export class TooLarge extends Error {
  override readonly name = 'TooLarge'
}

/**
 * The body, at most `cap` bytes of it: `Content-Length` is checked first, then the bytes are
 * counted as they arrive, and the stream is cancelled past the cap. `fetch` has already undone
 * any `Content-Encoding`, so a small gzip that unpacks into a large body is counted as large.
 */
export async function readCapped(answer: Response, cap = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(answer.headers.get('Content-Length') ?? NaN)
  if (declared > cap) {
    await answer.body?.cancel()
    throw new TooLarge(`Content-Length ${declared}`)
  }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = answer.body?.getReader()
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    total += read.value.byteLength
    if (total > cap) {
      await reader?.cancel()
      throw new TooLarge(`over ${cap} bytes`)
    }
    chunks.push(read.value)
  }
  const body = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

const DAY = 'Mon|Tue|Wed|Thu|Fri|Sat|Sun'
const WEEKDAY = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday'
const MONTH = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec'
const TIME = '\\d{2}:\\d{2}:\\d{2}'
/** The three forms of an HTTP date (RFC 9110 section 5.6.7): IMF-fixdate, RFC 850, asctime. */
const HTTP_DATE = [
  new RegExp(`^(${DAY}), \\d{2} (${MONTH}) \\d{4} ${TIME} GMT$`),
  new RegExp(`^(${WEEKDAY}), \\d{2}-(${MONTH})-\\d{2} ${TIME} GMT$`),
  new RegExp(`^(${DAY}) (${MONTH}) ( \\d|\\d{2}) ${TIME} \\d{4}$`),
]
const MAX_DELAY_SECONDS = 86_400

/**
 * `Retry-After` as it may be passed on: whole seconds up to a day, or a real HTTP date. Anything
 * else is dropped (the app then waits its default), so the page never reads a value it cannot use.
 */
export function passableRetryAfter(value: string | null): string | null {
  if (value === null) return null
  if (/^\d{1,5}$/.test(value)) return Number(value) <= MAX_DELAY_SECONDS ? value : null
  return HTTP_DATE.some((form) => form.test(value)) && !Number.isNaN(Date.parse(value)) ? value : null
}
