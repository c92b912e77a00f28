import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '../api/api-error'
import type { PepeQueries } from '../api/queries'
import { coldCandidates, type Direction } from './neighbours'

const notFound = (error: unknown) => error instanceof ApiError && error.kind === 'not-found'

/**
 * The v2 record next to `id` for a page opened cold (SPEC section 12): id − 1 or id + 1, past ids
 * the API says are not found, at most three tries each way; null when there is none. A record
 * already kept costs nothing; each one found is kept, so the record a step opens is there. The
 * tries are this query's own calls: its retries are the only ones (SPEC 9's three requests), and
 * leaving the page aborts them.
 */
export const neighbourQuery = ({ api, detail }: PepeQueries, id: number, direction: Direction) =>
  queryOptions({
    queryKey: ['pepes', 'v2', 'neighbour', id, direction] as const,
    queryFn: async ({ client, signal }) => {
      for (const candidate of coldCandidates(id, direction)) {
        const { queryKey } = detail('v2', String(candidate))
        const kept = client.getQueryData(queryKey)
        if (kept) return kept
        if (notFound(client.getQueryState(queryKey)?.error)) continue
        try {
          const pepe = await api.v2.byId(String(candidate), signal)
          client.setQueryData(queryKey, pepe)
          return pepe
        } catch (error) {
          if (!notFound(error)) throw error
        }
      }
      return null
    },
    staleTime: Infinity,
    gcTime: Infinity,
  })
