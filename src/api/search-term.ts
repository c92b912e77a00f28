/**
 * The one rule for a search term, shared by the app (which builds `?search=` from it) and the
 * /api forwarder (which refuses any `search` the app would not send). Imported by the forwarder
 * under Node: no imports here.
 */

/** The longest term the app sends, in code points (an emoji is one, as a visitor counts it). */
export const MAX_SEARCH_TERM = 200

/**
 * The term the app sends for what the visitor typed or the URL's `q` holds, or null for none (no
 * `search` parameter at all): each control character becomes a space, a lone surrogate (which a
 * URL cannot carry) U+FFFD, space at either end goes (JS `trim()`: NBSP, BOM, U+2028 too), and the
 * rest is cut to MAX_SEARCH_TERM code points. The result is its own term: `toSearchTerm(t) === t`.
 */
export function toSearchTerm(raw: string): string | null {
  const text = raw.replace(/\p{Cc}/gu, ' ').replace(/\p{Cs}/gu, '\uFFFD').trim()
  const term = Array.from(text).slice(0, MAX_SEARCH_TERM).join('').trimEnd()
  return term === '' ? null : term
}

/** Whether `value` is a term the app would send as it is: the forwarder passes on no other. */
export function isSearchTerm(value: string): boolean {
  return toSearchTerm(value) === value
}
