import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * True while the server renders the first screen (render.tsx) and while React hydrates it in the
 * browser (src/main.tsx); false in the render just after and in every other render. What that
 * screen leaves out (the record's actions, which depend on this browser) waits for it; what it
 * draws differently (its image, shown at once) starts so.
 */
export const useHydrating = () => useSyncExternalStore(subscribe, () => false, () => true)
