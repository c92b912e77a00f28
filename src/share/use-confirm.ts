import { useEffect, useEffectEvent, useState } from 'react'

/** How long a button itself says "Copied" (SPEC section 10.1: feedback at the point of action). */
export const CONFIRM_MS = 2000

/**
 * A confirmation shown for a moment: `confirm()` shows it (again: the moment starts over), and
 * `onSettle` is told when it goes, so the status line can go quiet with it.
 */
export function useConfirm(onSettle: () => void): [confirmed: boolean, confirm: () => void] {
  const [at, setAt] = useState<number | null>(null)
  const settle = useEffectEvent(() => {
    setAt(null)
    onSettle()
  })
  useEffect(() => {
    if (at === null) return
    const timer = setTimeout(settle, CONFIRM_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [at])
  return [at !== null, () => {
    setAt(performance.now())
  }]
}
