import { queryOptions } from '@tanstack/react-query'
import { createContext, use } from 'react'
import type { PepeApi } from './pepes'
import type { ApiVersion, RandomPick } from './schemas'

export type V1Query = { readonly version: 'v1'; readonly search: string; readonly limit: number }
export type RandomQuery = V1Query | { readonly version: 'v2'; readonly search: string }

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

  const random = (query: RandomQuery) =>
    queryOptions({
      queryKey: ['pepes', query.version, 'random', query] as const,
      queryFn: async ({ signal, client, queryKey }) => {
        const ask = () => (query.version === 'v1' ? api.v1.random(query, signal) : api.v2.random(query, signal))
        let pick = await ask()
        // "New random" should show another pepe: one more try when an unfiltered single pick repeats
        // the one on screen. Not with a term, which may match that record alone: a wasted request.
        const shown = client.getQueryData<RandomPick>(queryKey)?.pepes
        const repeated = pick.pepes.length === 1 && shown?.length === 1 && shown[0]?.id === pick.pepes[0]?.id
        if (repeated && query.search.trim() === '') pick = await ask()
        // Opening a record already on screen then costs no request.
        for (const pepe of pick.pepes) client.setQueryData(detail(pepe.version, pepe.id).queryKey, pepe)
        return pick
      },
      // A pick changes only when the user asks for a new one, never by itself.
      staleTime: Infinity,
      gcTime: Infinity,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    })

  return { all: ['pepes'] as const, api, detail, random }
}

export type PepeQueries = ReturnType<typeof createPepeQueries>

export const PepeQueriesContext = createContext<PepeQueries | null>(null)

/** The query factory for the configured API. */
export function usePepeQueries(): PepeQueries {
  const queries = use(PepeQueriesContext)
  if (!queries) throw new Error('usePepeQueries needs <AppProviders> above it')
  return queries
}
