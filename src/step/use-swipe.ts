import { useEffect, useEffectEvent, type RefObject } from 'react'
import type { Direction } from './neighbours'

/** How far a finger must travel across, in CSS pixels, for a swipe. */
const SWIPE_PX = 48

/**
 * A horizontal swipe across `area` on a touch screen: `onSwipe(1)` for right to left (the next
 * one comes in from the right), `-1` for left to right. The area's CSS has `touch-action: pan-y`,
 * so a vertical swipe still scrolls the page (the browser cancels the pointer, and no swipe is
 * heard); a mouse or pen drag is not a swipe.
 */
export function useSwipe(area: RefObject<HTMLElement | null>, onSwipe: (direction: Direction) => void) {
  const swiped = useEffectEvent(onSwipe)
  useEffect(() => {
    const element = area.current
    if (!element) return
    let start: { id: number; x: number; y: number } | null = null
    const down = (event: PointerEvent) => {
      start = event.pointerType === 'touch' && event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null
    }
    const up = (event: PointerEvent) => {
      if (start?.id !== event.pointerId) return
      const across = event.clientX - start.x
      const down = event.clientY - start.y
      start = null
      if (Math.abs(across) >= SWIPE_PX && Math.abs(across) > 2 * Math.abs(down)) swiped(across < 0 ? 1 : -1)
    }
    const cancel = () => {
      start = null
    }
    element.addEventListener('pointerdown', down)
    element.addEventListener('pointerup', up)
    element.addEventListener('pointercancel', cancel)
    return () => {
      element.removeEventListener('pointerdown', down)
      element.removeEventListener('pointerup', up)
      element.removeEventListener('pointercancel', cancel)
    }
  }, [area])
}
