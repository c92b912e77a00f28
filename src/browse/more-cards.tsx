import { memo, useDeferredValue, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
import type { Pepe } from '../api/schemas'
import { PepeCard } from '../ui/pepe-card'
import { useMore, type Grid } from './more-query'

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

