import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * Hydrates the first screen the server drew in `container` (render.tsx) with `app`: React keeps
 * those elements as they are, with no new layout or paint of the page. Call it in a transition, so
 * that React works in slices.
 */
export function hydrateDrawn(container: HTMLElement, app: ReactNode) {
  // What this history entry's state says (where a record was opened from, a notice), kept by the
  // browser across a reload, the server could not draw: the drawn page starts without it.
  const state = window.history.state as { usr?: unknown } | null
  if (state?.usr) window.history.replaceState({ ...state, usr: null }, '')
  return hydrateRoot(container, app)
}
