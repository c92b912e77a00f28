import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react'
import type { Pepe } from '../api/schemas'
import { PepeCard } from '../ui/pepe-card'

/** Rows drawn beyond the window each way: a brisk scroll or a Tab onward meets cards already there. */
const OVERSCAN = 3
/** A card's words under its square image, until a row has been measured. */
const FOOT_GUESS = 100

type Layout = { columns: number; gap: number; top: number; width: number }
const NO_LAYOUT: Layout = { columns: 1, gap: 0, top: 0, width: 0 }

/**
 * The grid's columns and gap as its CSS sets them (grid.css: `--columns`, `--gap` by width), and
 * where it starts in the page. Without layout (jsdom) it is one column.
 */
function measure(list: HTMLElement): Layout {
  const style = getComputedStyle(list)
  const rect = list.getBoundingClientRect()
  return {
    columns: Math.max(1, Number.parseInt(style.getPropertyValue('--columns'), 10) || 1),
    gap: Number.parseFloat(style.rowGap) || 0,
    top: rect.top + window.scrollY,
    width: rect.width,
  }
}

const same = (a: Layout, b: Layout) => a.columns === b.columns && a.gap === b.gap && Math.abs(a.top - b.top) < 1 && Math.abs(a.width - b.width) < 1

/** Follows the list's layout: its width (and so its columns) and what above it moves it down. */
function useLayout() {
  const list = useRef<HTMLDivElement>(null)
  const [layout, setLayout] = useState(NO_LAYOUT)
  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    const update = () => {
      const next = measure(element)
      setLayout((last) => (same(last, next) ? last : next))
    }
    update()
    if (typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(update)
    observer.observe(element)
    // The status, the import's message and the collections' links above it change where it starts.
    if (element.parentElement) observer.observe(element.parentElement)
    return () => {
      observer.disconnect()
    }
  }, [])
  return { list, layout }
}

/** The index of the row holding `target`, if it is one of the list's. */
const rowOf = (target: EventTarget | null) => {
  const row = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null
  return row ? Number(row.dataset.index) : null
}

type VirtualCardsProps = {
  items: readonly Pepe[]
  listName: string
  /** Told which cards are drawn (from, to: indexes), to keep their records at hand. */
  onDrawn?: (from: number, to: number) => void
}

/**
 * The cards of a long list, in the grid's rows (its columns as its CSS sets them), only the rows
 * near the window drawn: thousands at once would hold up the page. The row holding focus, and the
 * rows either side, are kept drawn wherever the page is scrolled, so a keyboard visitor never loses
 * their place.
 */
export function VirtualCards({ items, listName, onDrawn }: VirtualCardsProps) {
  const { list, layout } = useLayout()
  const { columns, gap, top, width } = layout
  const [focused, setFocused] = useState<number | null>(null)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range)
      if (focused === null) return rows
      // With the rows either side: Tab and Shift+Tab always find the next card drawn, however soon.
      const kept = [focused - 1, focused, focused + 1].filter((row) => row >= 0 && row < range.count && !rows.includes(row))
      return kept.length === 0 ? rows : [...rows, ...kept].sort((a, b) => a - b)
    },
    [focused],
  )
  const rowGuess = width > 0 ? (width - (columns - 1) * gap) / columns + FOOT_GUESS : 300
  const measured = useRef<number | null>(null)
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => measured.current ?? rowGuess,
    overscan: OVERSCAN,
    gap,
    scrollMargin: top,
    rangeExtractor,
    // The size the ResizeObserver reports (after layout), never a layout forced while rows are drawn.
    measureElement: (_, entry) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? 0
      if (height > 0) measured.current = height
      return height > 0 ? height : (measured.current ?? rowGuess)
    },
    // Rows drawn in a task of their own, not in the scroll event's: a frame of the scroll never waits for them.
    useFlushSync: false,
  })
  // Another width is other rows: measured afresh.
  useLayoutEffect(() => {
    measured.current = null
    virtualizer.measure()
  }, [virtualizer, columns, width])
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]
  const last = rows.at(-1)
  const from = first ? first.index * columns : 0
  const to = last ? Math.min(items.length, (last.index + 1) * columns) : 0
  useLayoutEffect(() => {
    onDrawn?.(from, to)
  }, [onDrawn, from, to])

  return (
    <div
      ref={list}
      role="list"
      aria-label={listName}
      className="results results-virtual"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event: FocusEvent) => {
        setFocused(rowOf(event.target))
      }}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null)
      }}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className="results-row"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {items.slice(row.index * columns, (row.index + 1) * columns).map((pepe, column) => {
            const index = row.index * columns + column
            return (
              <div key={`${pepe.version} ${pepe.id}`} role="listitem" aria-posinset={index + 1} aria-setsize={items.length}>
                <PepeCard pepe={pepe} lazy={index >= 4} />
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
