import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePepeQueries } from '../api/queries'
import type { RandomPick } from '../api/schemas'
import { toRandomQuery, useBrowse } from '../browse/use-browse'
import { PepeCard } from '../components/pepe-card'
import { QueryFailure } from '../components/query-failure'

/** Cards beyond these load lazily: they start below the fold on a phone. */
const EAGER_CARDS = 4

function describePick(pick: RandomPick, search: string): string {
  const term = `“${search}”`
  if (!pick.matched) {
    return pick.pepes.length > 0 ? `No pepe matches ${term}: the pepe shown is unfiltered.` : `No pepe matches ${term}.`
  }
  if (pick.pepes.length === 0) return 'The catalogue gave no pepes.'
  const what = pick.pepes.length === 1 ? 'A random pepe' : `${pick.pepes.length} random pepes`
  return search ? `${what} matching ${term}.` : `${what}.`
}

export function HomePage() {
  const { browse, notice } = useBrowse()
  const pepeQueries = usePepeQueries()
  // While a new question loads, the last answer stays on screen rather than a blank page.
  const query = useQuery({ ...pepeQueries.random(toRandomQuery(browse)), placeholderData: keepPreviousData })
  const { data, error, isFetching, fetchStatus } = query
  const progress =
    fetchStatus === 'paused'
      ? 'Waiting for the connection to ask for these pepes…'
      : isFetching
        ? data
          ? 'Loading a new pick…'
          : 'Loading pepes…'
        : null
  const status = [notice, progress ?? (data && !error ? describePick(data, browse.search) : null)]

  return (
    <>
      <h1 className="visually-hidden">Random pepes</h1>
      <p role="status" className="status">
        {status.filter(Boolean).join(' ')}
      </p>
      <QueryFailure query={query} version={browse.version} />
      {data && (
        <ul
          role="list"
          aria-label="Results"
          aria-busy={isFetching}
          className={browse.version === 'v1' ? 'results' : 'results results-single'}
        >
          {data.pepes.map((pepe, index) => (
            <li key={pepe.id}>
              <PepeCard pepe={pepe} lazy={index >= EAGER_CARDS} large={browse.version === 'v2'} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
