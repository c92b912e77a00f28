import { startTransition, useEffect, useState, type ComponentType } from 'react'

/**
 * A component kept out of the first load's JS, fetched right after the first screen renders,
 * and drawn at once from then on. Until it arrives, nothing shows: use it for parts that take no
 * room of their own (an overlay, a message that is rare) or whose room is kept. A fetch that
 * fails (offline, a deploy that replaced the chunk) leaves nothing shown, never a broken page;
 * the next one mounted tries again.
 */
export function prefetchedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<void> | null = null
  const start = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component
      },
      () => {
        pending = null
      },
    ))
  return function Prefetched(props: P) {
    const [Component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (Component) return
      let mounted = true
      // A task of its own, not the first screen's commit: an import's start would lengthen that
      // task, which blocks input. Then drawn in a transition, which React renders in slices.
      const later = setTimeout(() => {
        void start().then(() => {
          if (mounted && loaded) {
            startTransition(() => {
              setComponent(() => loaded)
            })
          }
        })
      })
      return () => {
        mounted = false
        clearTimeout(later)
      }
    }, [Component])
    return Component && <Component {...props} />
  }
}
