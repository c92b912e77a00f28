import { useEffect, useState } from 'react'
import { idle } from '../loading/after-first-screen'

/**
 * Whether `key` has kept its value for `dwellMs` and the page has been idle since (requestIdleCallback,
 * or a moment later where there is none): a list below what the visitor came for waits for both,
 * so that its request never competes with that, and a visitor passing through (typing a search,
 * stepping from record to record) costs none. Null waits for nothing and is never ready.
 */
export function useIdleFor(key: string | null, dwellMs: number): boolean {
  const [idleFor, setIdleFor] = useState<string | null>(null)
  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    const dwell = setTimeout(() => {
      void idle(controller.signal).then(() => {
        setIdleFor(key)
      })
    }, dwellMs)
    return () => {
      clearTimeout(dwell)
      controller.abort()
    }
  }, [key, dwellMs])
  return key !== null && idleFor === key
}
