/**
 * A v2 id as the API expects it, or null when `raw` is not a whole number: ASCII digits only,
 * 1 to 15 of them (SPEC section 9). Leading zeros are dropped, so `007` is record 7.
 */
export function toWholeNumberId(raw: string): string | null {
  if (!/^[0-9]{1,15}$/.test(raw)) return null
  return raw.replace(/^0+(?=.)/, '')
}

/** v1 ids are any non-empty string but `.` and `..`, which a URL cannot carry as a path segment. */
export function isV1Id(raw: string): boolean {
  return raw !== '' && raw !== '.' && raw !== '..'
}
