import type { Ref } from 'react'

/** The words that end a grid with nothing more to come (docs/behaviour.md). */
export const GRID_END = "That's all of them"

/**
 * Where a grid ends for good: its answer was all there is, or "Load more" found nothing new. A
 * marker, not a disabled button: there is nothing left to press. Focusable from code only, so that
 * a keyboard visitor whose "Load more" it replaced stays at the end of the grid.
 */
export function GridEnd({ ref }: { ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} className="grid-end" tabIndex={-1}>
      {GRID_END}
    </p>
  )
}
