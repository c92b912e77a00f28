/**
 * A v2 id as the API expects it, or null when `raw` is not a whole number: ASCII digits only,
 * 1 to 15 of them (SPEC section 9). Leading zeros are dropped, so `007` is record 7.
 */
export function toWholeNumberId(raw: string): string | null {
  if (!/^[0-9]{1,15}$/.test(raw)) return null
  return raw.replace(/^0+(?=.)/, '')
}

/**
 * Whether `text` is well-formed UTF-16: no lone surrogate, which `encodeURIComponent` throws on
 * (`String.prototype.isWellFormed`, not yet in the TypeScript library this project targets).
 */
export function isWellFormed(text: string): boolean {
  return !/\p{Cs}/u.test(text)
}

/**
 * `text` with each lone surrogate replaced by U+FFFD, as `String.prototype.toWellFormed` does (not
 * in the TypeScript library this project targets, nor in Firefox before 119, which Vite's default
 * browser target still includes).
 */
export function toWellFormed(text: string): string {
  return text.replace(/\p{Cs}/gu, '\ufffd')
}

/**
 * v1 ids are any non-empty string but `.` and `..`, which a URL cannot carry as a path segment,
 * and text with a lone surrogate, which cannot be encoded into one at all.
 */
export function isV1Id(raw: string): boolean {
  return raw !== '' && raw !== '.' && raw !== '..' && isWellFormed(raw)
}
