import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { V1_LIMIT } from '../api/limits'
import { usePepeQueries, type PepeQueries } from '../api/queries'
import type { Pepe } from '../api/schemas'
import { moreKey, type Grid } from './more-key'

export type { Grid }

/**
 * How many answers a page may take to fill: an answer of the most v1 gives that brought too few new
 * pepes is asked again, a bounded number of times (a grid deep into a catalogue finds few new ones).
 */
const TRIES = 3

/**
 * "Load more" (SPEC section 10.2): each page asks the grid's question again and keeps only the
 * pepes not on screen yet, up to the grid's `limit` of them, so that rows stay whole. It asks for
 * the most v1 gives (50), as shown pepes are left out; an answer of fewer is all there is, and one
 * of 50 with too few new is asked again (TRIES in all). Nothing is asked until the visitor wants
 * more; a page with nothing new ends the list. The cache keeps the pages, so Back finds them all.
 */
export function moreQuery({ api, detail }: PepeQueries, grid: Grid) {
  const { query, shown } = grid
  return infiniteQueryOptions({
    queryKey: moreKey(grid),
    queryFn: async ({ signal, client, queryKey }) => {
      const earlier = client.getQueryData<InfiniteData<readonly Pepe[], number>>(queryKey)?.pages.flat() ?? []
      const seen = new Set([...shown, ...earlier.map((pepe) => pepe.id)])
      const fresh: Pepe[] = []
      for (let tries = 0; tries < TRIES && fresh.length < query.limit; tries++) {
        const pick = await api.v1.random({ ...query, limit: V1_LIMIT.max }, signal)
        // An unfiltered pick (the words matched nothing) is not more of what was asked for.
        if (!pick.matched) break
        fresh.push(...pick.pepes.filter((pepe) => !seen.has(pepe.id) && seen.add(pepe.id)).slice(0, query.limit - fresh.length))
        if (pick.pepes.length < V1_LIMIT.max) break
      }
      for (const pepe of fresh) client.setQueryData(detail(pepe.version, pepe.id).queryKey, pepe)
      return fresh
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage: readonly Pepe[], pages) => (lastPage.length === 0 ? null : pages.length + 1),
    initialData: { pages: [], pageParams: [] },
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

export const useMore = (grid: Grid) => useInfiniteQuery(moreQuery(usePepeQueries(), grid))

