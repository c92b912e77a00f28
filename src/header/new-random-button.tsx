import { useQueryClient } from '@tanstack/react-query'
import { usePepeQueries } from '../api/queries'
import type { BrowseParams } from '../url-state/browse-params'
import { toRandomQuery } from '../url-state/use-browse'
import { RandomViewForm } from './random-view-form'

/**
 * A fresh pick for the current version, search and limit; the current one stays until it comes.
 * Before the app starts, a new pick for the same words from the server (RandomViewForm).
 */
export function NewRandomButton({ browse, onPick }: { browse: BrowseParams; onPick: () => void }) {
  const queryClient = useQueryClient()
  const pepeQueries = usePepeQueries()
  return (
    <RandomViewForm
      className="new-random"
      version={browse.version}
      onSubmit={() => {
        void queryClient.refetchQueries({ queryKey: pepeQueries.random(toRandomQuery(browse)).queryKey, exact: true })
        onPick()
      }}
    >
      {/* Always there, empty too: a record's page is drawn with no words whatever its address has
          (the CDN keeps one per record), and React takes over a different value, not a new element. */}
      <input type="hidden" name="q" value={browse.search} />
      <button type="submit" data-shortcut="r">
        New random
      </button>
    </RandomViewForm>
  )
}
