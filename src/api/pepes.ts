import { ApiError, getJson } from './client'
import { endpoint, headersFor, type ApiSettings } from './endpoints'
import { isV1Id, toWholeNumberId } from './ids'
import { V1_LIMIT, V1_LIMIT_RULE } from './limits'
import { toSearchTerm } from './search-term'
import { parseAskedRecord, parseV1List, parseV2Random, type ApiVersion, type RandomPick } from './schemas'

export type { ApiSettings }

type V1RandomParams = { readonly search: string; readonly limit: number }
type V2RandomParams = { readonly search: string }

/** The four operations of api-reference.md, validated and normalised to `Pepe`. */
export function createPepeApi(settings: ApiSettings) {
  // Every URL is built on the configured base (endpoints.ts); the credential goes to v2 only.
  const request = (version: ApiVersion, url: URL, signal?: AbortSignal) =>
    getJson(url, { signal, timeoutMs: settings.timeoutMs, headers: headersFor(settings, version) })

  /** A 404 to a search means "nothing matches", not a failure. */
  async function orNoMatch(search: string, pick: () => Promise<RandomPick>): Promise<RandomPick> {
    try {
      return await pick()
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'not-found' && toSearchTerm(search) !== null) {
        return { pepes: [], matched: false }
      }
      throw error
    }
  }

  return {
    v1: {
      random({ search, limit }: V1RandomParams, signal?: AbortSignal): Promise<RandomPick> {
        if (!Number.isInteger(limit) || limit < V1_LIMIT.min || limit > V1_LIMIT.max) {
          return Promise.reject(new ApiError('bad-request', V1_LIMIT_RULE))
        }
        const url = endpoint(settings, 'v1', undefined, search, limit)
        return orNoMatch(search, async () => {
          const pepes = parseV1List(await request('v1', url, signal))
          return { pepes, matched: pepes.length > 0 || toSearchTerm(search) === null }
        })
      },
      async byId(id: string, signal?: AbortSignal) {
        if (!isV1Id(id)) throw new ApiError('not-found', `There is no v1 pepe "${id}"`)
        return parseAskedRecord('v1', id, await request('v1', endpoint(settings, 'v1', id), signal))
      },
    },
    v2: {
      random({ search }: V2RandomParams, signal?: AbortSignal): Promise<RandomPick> {
        const url = endpoint(settings, 'v2', undefined, search)
        return orNoMatch(search, async () => parseV2Random(await request('v2', url, signal)))
      },
      async byId(id: string, signal?: AbortSignal) {
        const wholeNumber = toWholeNumberId(id)
        if (wholeNumber === null) throw new ApiError('bad-request', 'A v2 id must be a whole number')
        return parseAskedRecord('v2', wholeNumber, await request('v2', endpoint(settings, 'v2', wholeNumber), signal))
      },
    },
  }
}

export type PepeApi = ReturnType<typeof createPepeApi>
