import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiError } from '../api/client'
import { usePepeQueries } from '../api/queries'
import type { ApiVersion, Pepe } from '../api/schemas'

/**
 * Offline (or the API out of reach), a record seen or kept in this browser still opens, from the
 * recently seen list or the favourites: records never change. For a page showing the record
 * `query` asks for (`id`, null when it is no id).
 */
export function useKeptRecord(query: UseQueryResult<Pepe>, version: ApiVersion, id: string | null) {
  const queryClient = useQueryClient()
  const pepeQueries = usePepeQueries()
  const unreachable = query.error instanceof ApiError && ['network', 'timeout', 'server'].includes(query.error.kind)
  const stuck = !query.data && id !== null && (query.isPaused || unreachable)
  useEffect(() => {
    if (!stuck) return
    void import('./after-first-screen').then(({ favourites, recentlySeen }) => {
      const kept = [...recentlySeen.read(), ...favourites.read()].find((seen) => seen.version === version && seen.id === id)
      if (kept) queryClient.setQueryData(pepeQueries.detail(version, id).queryKey, kept)
    })
  }, [stuck, id, version, queryClient, pepeQueries])
}
