/**
 * When the header tucks itself away (SPEC section 12, "Room to look on a phone"): once the page is
 * scrolled down past the header's own height, and the last move was down. Any move up, however
 * small, brings it back, and so does the top of the page: a visitor who reaches for a control
 * scrolls up, and should not have to scroll far.
 */
export type Scroll = {
  /** Where the page is scrolled now (`window.scrollY`). */
  readonly y: number
  /** Where it was at the last look. */
  readonly lastY: number
  /** How tall the header is: within that much of the top, it always shows. */
  readonly headerHeight: number
}

export function headerTucked(tucked: boolean, { y, lastY, headerHeight }: Scroll): boolean {
  if (y <= headerHeight) return false
  if (y < lastY) return false
  if (y > lastY) return true
  return tucked
}
