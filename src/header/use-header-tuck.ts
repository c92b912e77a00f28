import { useEffect, type RefObject } from 'react'
import { headerTucked } from './header-tuck'

/** The attribute the header's CSS reads (styles/header.css); only phones and short screens act on it. */
export const TUCKED = 'data-tucked'

/**
 * Tucks the header away while the visitor scrolls down, and back on any scroll up (header-tuck.ts).
 * One passive scroll listener, at most one look a frame; the attribute is written on the element
 * itself when it changes, so a scroll renders nothing in React. The server's page has no
 * attribute (the header shows), so hydration sees what it drew.
 */
export function useHeaderTuck(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current
    if (!element) return
    let tucked = false
    let lastY = window.scrollY
    let frame = 0
    const look = () => {
      frame = 0
      const y = window.scrollY
      // One read of layout, then at most one write: nothing is measured after a change this frame.
      const next = headerTucked(tucked, { y, lastY, headerHeight: element.offsetHeight })
      lastY = y
      if (next !== tucked) {
        tucked = next
        element.toggleAttribute(TUCKED, next)
      }
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(look)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      element.removeAttribute(TUCKED)
    }
  }, [header])
}
