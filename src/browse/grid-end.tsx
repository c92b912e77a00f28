import type { Ref } from 'react'

/** The words that end a grid with nothing more to come (docs/behaviour.md). */
export const GRID_END = "That's all of them"

/**
 * Where a grid ends for good: its answer was all there is (no "Load more" then), or "Load more"
 * found nothing new (under the button, disabled: SPEC section 10.2). Focusable from code only, so
 * that a keyboard visitor on "Load more" stays at the end of the grid.
 */
export function GridEnd({ ref }: { ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} className="grid-end" tabIndex={-1}>
      {GRID_END}
    </p>
  )
}
