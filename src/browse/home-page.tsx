import { keepPreviousData, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Pepe } from '../api/schemas'
import { usePepeQueries } from '../api/queries'
import { Icon } from '../ui/icon'
import { CardLinkState, PepeCard, SkeletonCards } from '../ui/pepe-card'
import { toRandomQuery, useBrowse } from '../url-state/use-browse'
import { PrefetchNext, QueryFailure } from '../loading/lazy-parts'
import { prefetchedLazy } from '../loading/prefetched-lazy'
import { MoreMatches } from '../related/more-matches'
import { describePick } from './describe-pick'
import { GridEnd } from './grid-end'
import { moreKey } from './more-key'
import { openedFrom } from '../step/record-state'
import { rememberPicks, seenPicks } from '../step/seen-picks'
import type { Grid } from './more-query'

// "Load more" and what it adds come just after the first screen: they are below it.
const MoreCards = prefetchedLazy(() => import('./grid-more').then((module) => module.MoreCards))
const LoadMore = prefetchedLazy(() => import('./grid-more').then((module) => module.LoadMore))
// The pick's ways to send it: after the first screen too, in a place its card keeps for them.
const PickActions = prefetchedLazy(() => import('../share/pick-actions').then((module) => module.default))

/** Cards beyond these load lazily: they start below the fold on a phone. */
const EAGER_CARDS = 4

export function HomePage() {
  const { browse, notice, browseTo } = useBrowse()
  const pepeQueries = usePepeQueries()
  // While a new question loads, the last answer stays on screen rather than a blank page.
  const question = toRandomQuery(browse)
  const query = useQuery({ ...pepeQueries.random(question), placeholderData: keepPreviousData })
  const { data, error, isFetching, fetchStatus, isPlaceholderData } = query
  const hero = browse.version === 'v2'
  const queryClient = useQueryClient()
  const asked = hero ? 1 : browse.limit
  const [moreStatus, setMoreStatus] = useState<string | null>(null)
  const [pickStatus, setPickStatus] = useState<string | null>(null)
  const shown = question.version === 'v1' && !error && data?.matched ? data.pepes.length : 0
  // Fewer than asked is all there is (the catalogue, or every match of the words): no more to load.
  const complete = shown > 0 && shown < asked
  const grid: Grid | null =
    question.version === 'v2' || shown === 0 || complete || !data
      ? null
      : { query: question, shown: data.pepes.map((pepe) => pepe.id) }
  // Offline, the banner says why and what comes; this line says only what is on screen.
  const progress =
    fetchStatus === 'paused'
      ? data && 'Still showing the last pepes.'
      : isFetching
        ? data
          ? 'Loading a new pick…'
          : 'Loading pepes…'
        : null
  const status = [
    notice,
    progress ?? (data && !error ? describePick(data, browse.search, asked) : null),
    isFetching ? null : moreStatus,
    pickStatus,
  ]
  useEffect(() => {
    if (hero && data && !isPlaceholderData) rememberPicks(data.pepes)
  }, [hero, data, isPlaceholderData])
  // What a card's page steps through: this visit's v2 picks, or the grid with every page it loaded.
  // One function for the page's life, reading the latest of them: a new one each render would
  // draw every card of the grid again (they read it from context) on each of Load more's statuses.
  const listed = useRef<() => readonly Pepe[]>(() => [])
  useLayoutEffect(() => {
    listed.current = () =>
      hero ? seenPicks() : [...(data?.pepes ?? []), ...((grid && queryClient.getQueryData<InfiniteData<Pepe[]>>(moreKey(grid))?.pages.flat()) ?? [])]
  })
  const linkState = useCallback((from: string) => openedFrom(from, () => listed.current()), [])
  const noMatch = !isFetching && data !== undefined && (!data.matched || data.pepes.length === 0) && browse.search !== ''

  return (
    <>
      <h1 className="visually-hidden">Random pepes</h1>
      <p role="status" className="status">
        {status.filter(Boolean).join(' ')}
      </p>
      <QueryFailure query={query} version={browse.version} />
      <PrefetchNext query={question} eager={EAGER_CARDS} />
      {noMatch && (
        <div className="empty-state">
          <Icon name="logo" className="empty-logo" />
          <p>Try other words, or see every pepe.</p>
          <button
            type="button"
            onClick={() => {
              browseTo({ q: '' })
            }}
          >
            Clear search
          </button>
        </div>
      )}
      {data ? (
        <CardLinkState value={linkState}>
          <ul role="list" aria-label="Results" aria-busy={isFetching} className={hero ? 'results results-hero' : 'results'}>
            {data.pepes.map((pepe, index) => (
              <li key={pepe.id}>
                <PepeCard
                  pepe={pepe}
                  lazy={index >= EAGER_CARDS}
                  hero={hero}
                  actions={hero ? <PickActions pepe={pepe} onStatus={setPickStatus} /> : undefined}
                />
              </li>
            ))}
            {grid && <MoreCards grid={grid} />}
          </ul>
        </CardLinkState>
      ) : (
        !error && <SkeletonCards count={asked} hero={hero} />
      )}
      {hero && browse.search !== '' && data?.matched && data.pepes[0] && (
        <MoreMatches search={browse.search} pick={data.pepes[0]} ready={!isFetching && !error} />
      )}
      {grid && (
        <div className="load-more">
          <LoadMore grid={grid} busy={isFetching} onStatus={setMoreStatus} />
        </div>
      )}
      {complete && !isFetching && <GridEnd />}
    </>
  )
}
