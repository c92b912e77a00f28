import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { memo, useDeferredValue, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
import { usePepeQueries, type PepeQueries, type V1Query } from '../api/queries'
import type { Pepe } from '../api/schemas'
import { PepeCard } from '../components/pepe-card'

/** A v1 grid that can grow: its question, and the pepes its first answer put on screen. */
export type Grid = { readonly query: V1Query; readonly shown: readonly string[] }

/**
 * "Load more" (SPEC section 10.2): each page asks the grid's question again and keeps only the
 * pepes not on screen yet. Nothing is asked until the visitor wants more; a page with nothing new
 * ends the list. The cache keeps the pages, so Back from a pepe finds them all.
 */
export function moreQuery({ api, detail }: PepeQueries, { query, shown }: Grid) {
  return infiniteQueryOptions({
    queryKey: ['pepes', 'v1', 'more', query, shown] as const,
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

const useMore = (grid: Grid) => useInfiniteQuery(moreQuery(usePepeQueries(), grid))

/** About how many cards a block of rows holds (the rows are whole: a multiple of the columns). */
const BLOCK_CARDS = 48

/** The grid's columns as laid out, or 1 where nothing is (a test's DOM). */
const columnsOf = (list: Element) => getComputedStyle(list).gridTemplateColumns.split(' ').length

/**
 * The columns last measured, for a grid drawn again (Back from a pepe): its blocks are cut right
 * in its first render, so its height, and the scroll position put back into it, are right.
 */
let lastColumns = 1

/**
 * The cards "Load more" added, as items of the grid's own list: first those that fill the first
 * answer's last row, then blocks of whole rows (.results-rows). A block far from the screen is
 * skipped whole by the browser, its place held by its exact size, so a grid of a thousand cards
 * is a few dozen items to lay out, and an append lays out its own block, not every card before it.
 */
export function MoreCards({ grid }: { grid: Grid }) {
  const { data } = useMore(grid)
  // A page that arrives is drawn in a render React may pause (every 5 ms, for input and frames),
  // not in one task; on mount (Back to the grid) every loaded page is drawn at once.
  const deferred = useDeferredValue(data.pages)
  // Only an append waits: a new question's pages (none, at first) replace the old ones at once.
  const appended = deferred.every((page, index) => data.pages[index] === page)
  const more = (appended ? deferred : data.pages).flat()

  // Blocks must hold whole rows: their columns follow the grid's (a resize, a phone turned).
  const [columns, setColumns] = useState(lastColumns)
  const probe = useRef<HTMLLIElement>(null)
  useLayoutEffect(() => {
    const list = probe.current?.parentElement
    if (!list) return
    const measure = () => {
      lastColumns = columnsOf(list)
      setColumns(lastColumns)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => {
      observer.disconnect()
    }
  }, [])

  const filling = (columns - (grid.shown.length % columns)) % columns
  const perBlock = columns * Math.max(1, Math.round(BLOCK_CARDS / columns))
  const blocks: Pepe[][] = []
  for (let start = filling; start < more.length; start += perBlock) blocks.push(more.slice(start, start + perBlock))
  return (
    <>
      <li ref={probe} hidden />
      <MoreCardItems pepes={more.slice(0, filling)} />
      {blocks.map((pepes, index) => (
        // A block's place is its key: cards are only ever added at the end.
        <li key={index} role="none" className="results-rows" style={{ '--rows': Math.ceil(pepes.length / columns) } as CSSProperties}>
          <ul role="none">
            <MoreCardItems pepes={pepes} />
          </ul>
        </li>
      ))}
    </>
  )
}

/** The same cards, in the same order: a block that gained none is not drawn again. */
const samePepes = (a: { pepes: readonly Pepe[] }, b: { pepes: readonly Pepe[] }) =>
  a.pepes.length === b.pepes.length && a.pepes.every((pepe, index) => pepe === b.pepes[index])

const MoreCardItems = memo(function MoreCardItems({ pepes }: { pepes: readonly Pepe[] }) {
  return pepes.map((pepe) => (
    // Named as items of the Results list, through the block's list and item that have no role.
    <li key={pepe.id} role="listitem">
      <PepeCard pepe={pepe} lazy />
    </li>
  ))
}, samePepes)

type LoadMoreProps = {
  grid: Grid
  /** The grid's first answer is loading again ("New random", new words): wait for it. */
  busy: boolean
  /** What the page's status line should add, or null for nothing. */
  onStatus: (status: string | null) => void
}

/** The keys that scroll a page down, when no control takes them. */
const SCROLL_KEYS = new Set(['PageDown', 'End', 'ArrowDown', ' '])

/**
 * Whether an event is the visitor scrolling the page: a wheel (not a pinch, which is a zoom), a
 * swipe, or a scrolling key pressed on the page itself, not typed into a field or taken by a
 * control (Space presses a button, ArrowDown moves between radios).
 */
function isScrollIntent(event: Event): boolean {
  if (event instanceof WheelEvent) return !event.ctrlKey
  if (!(event instanceof KeyboardEvent)) return true
  const target = event.target instanceof Element ? event.target : null
  const control = target?.closest('input, textarea, select, button, a, [contenteditable], [role="radio"]')
  return SCROLL_KEYS.has(event.key) && !event.defaultPrevented && !control
}

/** The button after the grid. Scrolling it into view presses it too; keyboards press it as a button. */

export function LoadMore({ grid, busy, onStatus }: LoadMoreProps) {
  const { data, isFetching, isFetchingNextPage, isError, hasNextPage, fetchNextPage } = useMore(grid)
  const added = data.pages.reduce((sum, page) => sum + page.length, 0)
  const ended = data.pages.length > 0 && !hasNextPage
  const status = isFetchingNextPage
    ? 'Loading more pepes…'
    : isError
      ? 'More pepes could not be loaded. “Load more” tries again.'
      : ended
        ? `${added > 0 ? `${added} more loaded. ` : ''}No more new pepes.`
        : added > 0
          ? `${added} more loaded.`
          : null
  useEffect(() => {
    onStatus(status)
  }, [onStatus, status])
  useEffect(
    () => () => {
      onStatus(null)
    },
    [onStatus],
  )

  // Scrolling and a click may ask at once: the page under way is kept, not asked twice.
  const load = () => {
    if (!busy && !ended) void fetchNextPage({ cancelRefetch: false })
  }
  const onNear = useEffectEvent(load)
  // Near the end of the grid (the button in view, or about to be), pages keep coming until it
  // is out of reach again; not after a failure, which waits for a click.
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near && !isFetching && !isError) onNear()
  }, [near, isFetching, isError])

  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const element = button.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    // The first report is where the button stands now (a short grid, a restored scroll): only
    // the visitor scrolling it into reach asks for more. Already in reach, it waits for the
    // visitor to scroll (a wheel, a swipe, a key), which no report would tell.
    let first = true
    let inReach = false
    const intents = ['wheel', 'touchmove', 'keydown'] as const
    const onIntent = (event: Event) => {
      if (inReach && isScrollIntent(event)) setNear(true)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        inReach = entries.some((entry) => entry.isIntersecting)
        if (!first) setNear(inReach)
        first = false
      },
      // A little before it shows, so the next cards are there when the visitor gets there.
      { rootMargin: '0px 0px 600px 0px' },
    )
    observer.observe(element)
    for (const intent of intents) window.addEventListener(intent, onIntent, { passive: true })
    return () => {
      observer.disconnect()
      for (const intent of intents) window.removeEventListener(intent, onIntent)
    }
  }, [])

  return (
    <button
      ref={button}
      type="button"
      className="button-secondary"
      disabled={ended}
      aria-disabled={isFetching || busy || undefined}
      onClick={load}
    >
      Load more
    </button>
  )
}
