import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { GridEnd, GRID_END } from './grid-end'
import { useMore, type Grid } from './more-query'

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
        ? `${added > 0 ? `${added} more loaded. ` : ''}No more new pepes. ${GRID_END}.`
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
  // A keyboard visitor on the button, which is disabled now, lands on the end marker under it.
  const focused = useRef(false)
  const end = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (ended && focused.current) end.current?.focus()
  }, [ended])
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

  // SPEC section 10.2: the button stays, disabled, when a page added nothing new; the marker
  // under it says why.
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button-secondary"
        disabled={ended}
        aria-disabled={isFetching || busy || undefined}
        onClick={load}
        onFocus={() => {
          focused.current = true
        }}
        onBlur={() => {
          focused.current = false
        }}
      >
        Load more
      </button>
      {ended && <GridEnd ref={end} />}
    </>
  )
}
