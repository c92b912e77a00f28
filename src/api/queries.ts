import { QueryClient, queryOptions, type QueryKey } from '@tanstack/react-query'
import { createContext, use } from 'react'
import type { PepeApi } from './pepes'
import { retryDelay, shouldRetry } from './retry'
import { toSearchTerm } from './search-term'
import type { ApiVersion, Pepe, RandomPick } from './schemas'

export type V1Query = { readonly version: 'v1'; readonly search: string; readonly limit: number }
export type RandomQuery = V1Query | { readonly version: 'v2'; readonly search: string }

/** One random answer to the question, straight from the API. */
export const askRandom = (api: PepeApi, query: RandomQuery, signal?: AbortSignal) =>
  query.version === 'v1' ? api.v1.random(query, signal) : api.v2.random(query, signal)

/** Where the answer after the pick `shown` waits once fetched ahead: under its question's key. */
export const nextPickKey = (randomKey: QueryKey, shown?: readonly Pepe[]) => [...randomKey, 'next', shown] as const

/** Query options for every question the app asks; keys go from general to specific. */
export function createPepeQueries(api: PepeApi) {
  const detail = (version: ApiVersion, id: string) =>
    queryOptions({
      queryKey: ['pepes', version, 'detail', id] as const,
      queryFn: ({ signal }) => api[version].byId(id, signal),
      // Records never change: one answer serves the whole session.
      staleTime: Infinity,
      gcTime: Infinity,
    })

  /** Each record of an answer kept by id: opening one already on screen then costs no request. */
  const keepRecords = (client: QueryClient, pick: RandomPick) => {
    for (const pepe of pick.pepes) client.setQueryData(detail(pepe.version, pepe.id).queryKey, pepe)
  }

  const random = (query: RandomQuery) =>
    queryOptions({
      queryKey: ['pepes', query.version, 'random', query] as const,
      queryFn: async ({ signal, client, queryKey }) => {
        const ask = () => askRandom(api, query, signal)
        const shown = client.getQueryData<RandomPick>(queryKey)?.pepes
        // An answer fetched ahead for the pick on screen (src/prefetch) makes "New random" instant.
        // Taken once: when this pick comes round again, its next one is asked afresh. (One that
        // failed stays: a 429 it met is still being waited out.)
        const nextKey = nextPickKey(queryKey, shown)
        const ahead = client.getQueryData<RandomPick>(nextKey)
        if (ahead) client.removeQueries({ queryKey: nextKey, exact: true })
        let pick = ahead ?? (await ask())
        // "New random" should show another pepe: one more try when an unfiltered single pick repeats
        // the one on screen. Not with a term, which may match that record alone: a wasted request.
        const repeated = pick.pepes.length === 1 && shown?.length === 1 && shown[0]?.id === pick.pepes[0]?.id
        if (repeated && toSearchTerm(query.search) === null) pick = await ask()
        keepRecords(client, pick)
        return pick
      },
      // A pick changes only when the user asks for a new one, never by itself.
      staleTime: Infinity,
      gcTime: Infinity,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    })

  /**
   * Up to `limit` records whose descriptions contain `search`, from one v1 search (More like this,
   * More matches): v1 gives many records a call and has no rate limit. Asked once: the list stays
   * as it came while its page is shown, and its records are kept by id, so opening one costs no
   * request.
   */
  const matches = (search: string, limit: number) =>
    queryOptions({
      queryKey: ['pepes', 'v1', 'matches', { search, limit }] as const,
      queryFn: async ({ signal, client }) => {
        const pick = await api.v1.random({ search, limit }, signal)
        keepRecords(client, pick)
        return pick
      },
      staleTime: Infinity,
    })

  return { all: ['pepes'] as const, api, detail, keepRecords, matches, random }
}

export type PepeQueries = ReturnType<typeof createPepeQueries>

export const PepeQueriesContext = createContext<PepeQueries | null>(null)

/** The query factory for the configured API. */
export function usePepeQueries(): PepeQueries {
  const queries = use(PepeQueriesContext)
  if (!queries) throw new Error('usePepeQueries needs <AppProviders> above it')
  return queries
}

/** The app's QueryClient: records kept for the session, failures retried by the API's rules (retry.ts). */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Records seeded with setQueryData take these defaults: keep them for the session.
        gcTime: Infinity,
        retry: retry && shouldRetry,
        retryDelay,
      },
    },
  })
}
