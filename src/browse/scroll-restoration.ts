import { useEffect, useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'
import { useFocusReturn } from './focus-return'

const STORAGE_KEY = 'pepe-scroll'
/** How long a restore keeps trying while the page it returns to is still growing (an image, a lazy chunk). */
const RESTORE_FRAMES = 60

function readSaved(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][])
  } catch {
    return new Map()
  }
}

const positions = readSaved()

/**
 * What React Router's <ScrollRestoration> does, for the declarative router this app keeps (the
 * data router would add 17.6 kB gzip to the first load): a newly opened page starts at its top,
 * Back and Forward return to where that page was scrolled, and a replaced entry (typing, a
 * corrected URL) stays where it is.
 */
function useScrollRestoration() {
  const { key } = useLocation()
  const type = useNavigationType()

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)))
      } catch {
        // Positions are kept for this page's life only.
      }
    }
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('pagehide', persist)
    }
  }, [])

  // The entry being shown. Scroll events arrive a frame late, after a navigation has rendered
  // the next page: they must count for that page, never overwrite the one left behind.
  const shown = useRef(key)
  useEffect(() => {
    const save = () => {
      positions.set(shown.current, window.scrollY)
    }
    // Where the page is as this arrives: the visitor may have scrolled it already, with no scroll
    // event to come before they open a card (Back then found no place, and went to the top).
    save()
    window.addEventListener('scroll', save, { passive: true })
    return () => {
      window.removeEventListener('scroll', save)
    }
  }, [])

  const firstEntry = useRef<string | null>(key)
  useLayoutEffect(() => {
    const left = shown.current
    shown.current = key
    // Only the entry shown when this mounted can be a fresh load's: it may have been replaced
    // (a corrected URL) or left (a click) before this part of the app arrived. Told by its key
    // until another is shown, not by a flag cleared on the first run: StrictMode runs this twice.
    const arriving = firstEntry.current === key
    if (!arriving) firstEntry.current = null
    if (type === NavigationType.Replace) {
      // The same place, under the entry that replaced it.
      positions.set(key, positions.get(left) ?? window.scrollY)
      return
    }
    if (type === NavigationType.Push) {
      window.scrollTo(0, 0)
      return
    }
    // Every fresh load's first entry has the key "default": only a reload or a return to this
    // document (Back into it from another site) is a place to go back to.
    const arrival = arriving && (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
    if (arrival && arrival.type !== 'reload' && arrival.type !== 'back_forward') return
    const y = positions.get(key) ?? 0
    let frames = 0
    let request = 0
    const restore = () => {
      window.scrollTo(0, y)
      if (Math.abs(window.scrollY - y) > 1 && frames++ < RESTORE_FRAMES) request = requestAnimationFrame(restore)
    }
    restore()
    return () => {
      cancelAnimationFrame(request)
    }
  }, [key, type])
}

/**
 * The same (and focus put back on the link followed, src/browse/focus-return.ts) as a component
 * that draws nothing, so that it can come just after the first screen
 * (src/loading/prefetched-lazy.tsx): a fresh load has no place to return to, and a reload's place is
 * returned to when it arrives, a few frames later.
 */
export default function ScrollRestoration() {
  useScrollRestoration()
  useFocusReturn()
  return null
}
