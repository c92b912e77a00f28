import { useEffect, useState } from 'react'
import { idle } from '../lazy/after-first-screen'

/**
 * Whether the page has been idle (requestIdleCallback, or a moment later where there is none)
 * since `key` took its value: a list below what the visitor came for waits for it, so its request
 * never competes with that. Null waits for nothing and is never ready.
 */
export function useIdleFor(key: string | null): boolean {
  const [idleFor, setIdleFor] = useState<string | null>(null)
  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    void idle(controller.signal).then(() => {
      setIdleFor(key)
    })
    return () => {
      controller.abort()
    }
  }, [key])
  return key !== null && idleFor === key
}
