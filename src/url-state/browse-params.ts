import { V1_LIMIT } from '../api/limits'
import type { RandomQuery } from '../api/queries'
import type { ApiVersion } from '../api/schemas'
import { toSearchTerm } from '../api/search-term'

/** The random view's state, all of it in the URL: `?v=1|2&q=<search>&limit=<n>`. */
export type BrowseParams = {
  readonly version: ApiVersion
  readonly search: string
  readonly limit: number
}

/** A value the app could not use as given: what it used instead, and why, in words. */
type Correction = { readonly param: 'v' | 'limit'; readonly value: string; readonly notice: string }


/** Reads a limit the way SPEC section 9 says: not a whole number → 12; below 1 → 1; above 50 → 50. */
export function readLimit(text: string): { limit: number; notice: string | null } {
  if (!/^\d+$/.test(text)) {
    return { limit: V1_LIMIT.default, notice: `“${text}” is not a whole number: showing ${V1_LIMIT.default}, the default.` }
  }
  const asked = Number(text)
  if (asked < V1_LIMIT.min) return { limit: V1_LIMIT.min, notice: `Showing ${V1_LIMIT.min}, the fewest the API gives.` }
  if (asked > V1_LIMIT.max) return { limit: V1_LIMIT.max, notice: `Showing ${V1_LIMIT.max}, the most the API allows.` }
  return { limit: asked, notice: null }
}

export function readBrowseParams(params: URLSearchParams): { browse: BrowseParams; corrections: Correction[] } {
  const corrections: Correction[] = []
  const v = params.get('v')
  const version: ApiVersion = v === '1' ? 'v1' : 'v2'
  if (v !== null && v !== '1' && v !== '2') {
    corrections.push({ param: 'v', value: '2', notice: `There is no API version “${v}”: showing v2.` })
  }
  const limitText = params.get('limit')
  let limit: number = V1_LIMIT.default
  if (limitText !== null) {
    const read = readLimit(limitText)
    limit = read.limit
    // `limit=05` is fine but is written back as `5`, quietly.
    if (String(read.limit) !== limitText) corrections.push({ param: 'limit', value: String(read.limit), notice: read.notice ?? '' })
  }
  return { browse: { version, search: toSearchTerm(params.get('q') ?? '') ?? '', limit }, corrections }
}

/** The question the random view asks the API for these parameters. */
export const toRandomQuery = ({ version, search, limit }: BrowseParams): RandomQuery =>
  version === 'v1' ? { version, search, limit } : { version, search }
