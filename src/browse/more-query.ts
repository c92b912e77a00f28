import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { usePepeQueries, type PepeQueries } from '../api/queries'
import type { Pepe } from '../api/schemas'
import { moreKey, type Grid } from './more-key'

export type { Grid }

/**
 * "Load more" (SPEC section 10.2): each page asks the grid's question again and keeps only the
 * pepes not on screen yet. Nothing is asked until the visitor wants more; a page with nothing new
 * ends the list. The cache keeps the pages, so Back from a pepe finds them all.
 */
export function moreQuery({ api, detail }: PepeQueries, grid: Grid) {
  const { query, shown } = grid
  return infiniteQueryOptions({
    queryKey: moreKey(grid),
    queryFn: async ({ signal, client, queryKey }) => {
      const earlier = client.getQueryData<InfiniteData<readonly Pepe[], number>>(queryKey)?.pages.flat() ?? []
      const seen = new Set([...shown, ...earlier.map((pepe) => pepe.id)])
      const pick = await api.v1.random(query, signal)
      // An unfiltered pick (the words matched nothing) is not more of what was asked for.
      const fresh = pick.matched ? pick.pepes.filter((pepe) => !seen.has(pepe.id) && seen.add(pepe.id)) : []
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

