import { ApiError, getJson } from './client'
import { credentialHeader } from './credential'
import { isV1Id, toWholeNumberId } from './ids'
import { parseV1List, parseV1Record, parseV2Random, parseV2Record, type ApiVersion, type RandomPick } from './schemas'

/** The v1 `limit` the app allows (SPEC section 9). */
export const V1_LIMIT = { min: 1, max: 50, default: 12 } as const

export type ApiSettings = {
  readonly apiBaseUrl: string
  readonly apiKey: string | null
  readonly apiKeyHeader: string
  readonly timeoutMs?: number
}

type V1RandomParams = { readonly search: string; readonly limit: number }
type V2RandomParams = { readonly search: string }

/** The four operations of api-reference.md, validated and normalised to `Pepe`. */
export function createPepeApi({ apiBaseUrl, apiKey, apiKeyHeader, timeoutMs }: ApiSettings) {
  // The credential is for v2 only (SPEC section 3); every URL below is built on the configured base.
  const credential = apiKey === null ? {} : credentialHeader(apiKey, apiKeyHeader)

  function endpoint(version: ApiVersion, id?: string, query: Record<string, string> = {}): URL {
    const path = `${apiBaseUrl}/${version}/pepe${id === undefined ? '' : `/${encodeURIComponent(id)}`}`
    const url = new URL(path, globalThis.location.href)
    url.search = new URLSearchParams(query).toString()
    return url
  }

  const request = (version: ApiVersion, url: URL, signal?: AbortSignal) =>
    getJson(url, { signal, timeoutMs, headers: version === 'v2' ? credential : {} })

  const searchQuery = (search: string): Record<string, string> =>
    search.trim() === '' ? {} : { search: search.trim() }

  /** A 404 to a search means "nothing matches", not a failure. */
  async function orNoMatch(search: string, pick: () => Promise<RandomPick>): Promise<RandomPick> {
    try {
      return await pick()
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'not-found' && search.trim() !== '') {
        return { pepes: [], matched: false }
      }
      throw error
    }
  }

  return {
    v1: {
      random({ search, limit }: V1RandomParams, signal?: AbortSignal): Promise<RandomPick> {
        if (!Number.isInteger(limit) || limit < V1_LIMIT.min || limit > V1_LIMIT.max) {
          return Promise.reject(new ApiError('bad-request', `limit must be a whole number from 1 to 50, not ${limit}`))
        }
        const url = endpoint('v1', undefined, { limit: String(limit), ...searchQuery(search) })
        return orNoMatch(search, async () => {
          const pepes = parseV1List(await request('v1', url, signal))
          return { pepes, matched: pepes.length > 0 || search.trim() === '' }
        })
      },
      async byId(id: string, signal?: AbortSignal) {
        if (!isV1Id(id)) throw new ApiError('not-found', `There is no v1 pepe "${id}"`)
        return parseV1Record(await request('v1', endpoint('v1', id), signal))
      },
    },
    v2: {
      random({ search }: V2RandomParams, signal?: AbortSignal): Promise<RandomPick> {
        const url = endpoint('v2', undefined, searchQuery(search))
        return orNoMatch(search, async () => parseV2Random(await request('v2', url, signal)))
      },
      async byId(id: string, signal?: AbortSignal) {
        const wholeNumber = toWholeNumberId(id)
        if (wholeNumber === null) throw new ApiError('bad-request', 'A v2 id must be a whole number')
        return parseV2Record(await request('v2', endpoint('v2', wholeNumber), signal))
      },
    },
  }
}

export type PepeApi = ReturnType<typeof createPepeApi>
