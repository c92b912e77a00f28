import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

/**
 * A component kept out of the first load's JS, fetched right after the first screen renders,
 * and drawn at once from then on (no round through Suspense). Until it arrives, nothing shows:
 * use it for parts that take no room of their own (an overlay, a message that is rare).
 */
export function prefetchedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null
  const start = () =>
    load().then((component) => {
      loaded = component
      return { default: component }
    })
  const Lazy = lazy(start)
  return function Prefetched(props: P) {
    useEffect(() => {
      if (!loaded) void start()
    }, [])
    // Chosen once: switching from the lazy wrapper to the loaded component on a later render
    // would unmount what is below it (its state, its queries under way).
    const [Component] = useState(() => loaded ?? Lazy)
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
}
