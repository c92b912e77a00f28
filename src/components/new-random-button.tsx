import { useQueryClient } from '@tanstack/react-query'
import { usePepeQueries } from '../api/queries'
import { routes } from '../paths'
import type { BrowseParams } from '../url-state/browse-params'
import { toRandomQuery } from '../url-state/use-browse'

/**
 * A fresh pick for the current version, search and limit; the current one stays until it comes.
 * Also a plain form to the random view for the same words (`/?q=…`, with `v=1` on v1), as the
 * search box is: on a page the server drew (netlify/preview/first-screen.ts), before the app
 * starts or without JavaScript, a press asks the server for a new pick rather than doing nothing.
 */
export function NewRandomButton({ browse, onPick }: { browse: BrowseParams; onPick: () => void }) {
  const queryClient = useQueryClient()
  const pepeQueries = usePepeQueries()
  return (
    <form
      className="new-random"
      action={routes.random}
      onSubmit={(event) => {
        event.preventDefault()
        void queryClient.refetchQueries({ queryKey: pepeQueries.random(toRandomQuery(browse)).queryKey, exact: true })
        onPick()
      }}
    >
      {/* Always there, empty too: a record's page is drawn with no words whatever its address has
          (the CDN keeps one per record), and React takes over a different value, not a new element. */}
      <input type="hidden" name="q" value={browse.search} />
      {browse.version === 'v1' && <input type="hidden" name="v" value="1" />}
      <button type="submit" data-shortcut="r">
        New random
      </button>
    </form>
  )
}
