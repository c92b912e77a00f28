import { useQueryClient } from '@tanstack/react-query'
import { usePepeQueries } from '../api/queries'
import type { BrowseParams } from '../url-state/browse-params'
import { toRandomQuery } from '../url-state/use-browse'

/** A fresh pick for the current version, search and limit; the current one stays until it comes. */
export function NewRandomButton({ browse, onPick }: { browse: BrowseParams; onPick: () => void }) {
  const queryClient = useQueryClient()
  const pepeQueries = usePepeQueries()
  return (
    <button
      type="button"
      data-shortcut="r"
      onClick={() => {
        void queryClient.refetchQueries({ queryKey: pepeQueries.random(toRandomQuery(browse)).queryKey, exact: true })
        onPick()
      }}
    >
      New random
    </button>
  )
}
