import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '../api/api-error'
import type { PepeQueries } from '../api/queries'
import { coldCandidates, type Direction } from './neighbours'

/**
 * The v2 record next to `id` for a page opened cold (SPEC section 12): id − 1 or id + 1, past ids
 * the API says are not found, at most three tries each way; null when there is none. Each try is
 * the record's own query, so the record a step opens is already there.
 */
export const neighbourQuery = ({ detail }: PepeQueries, id: number, direction: Direction) =>
  queryOptions({
    queryKey: ['pepes', 'v2', 'neighbour', id, direction] as const,
    queryFn: async ({ client }) => {
      for (const candidate of coldCandidates(id, direction)) {
        try {
          return await client.query(detail('v2', String(candidate)))
        } catch (error) {
          if (!(error instanceof ApiError && error.kind === 'not-found')) throw error
        }
      }
      return null
    },
    staleTime: Infinity,
    gcTime: Infinity,
  })
