import { useEffect, useLayoutEffect } from 'react'

const STORAGE_KEY = 'pepe-scroll'

function readSaved(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][])
  } catch {
    return new Map()
  }
}

/** Where each history entry (by React Router's location key) was last scrolled to. */
export const positions = readSaved()

// The entry being shown. Scroll events arrive a frame late, after a navigation has rendered the
// next page: they must count for that page, never overwrite the one left behind.
let shown = ''

/**
 * Remembers where each page was scrolled, from the first screen on. The part that puts a page
 * back there (scroll-restoration.ts) comes just after the first screen; a card opened before it
 * arrived must still find its place when Back returns to the grid.
 */
export function useScrollMemory(key: string) {
  useLayoutEffect(() => {
    shown = key
  }, [key])

  useEffect(() => {
    const save = () => {
      positions.set(shown, window.scrollY)
    }
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)))
      } catch {
        // Positions are kept for this page's life only.
      }
    }
    window.addEventListener('scroll', save, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', save)
      window.removeEventListener('pagehide', persist)
    }
  }, [])
}
