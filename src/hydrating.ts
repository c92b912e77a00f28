import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * True while React hydrates the first screen the server drew (netlify/preview/first-screen.ts, in
 * src/main.tsx), false in the render just after and in every other render: what that screen
 * leaves out (the record's actions) waits for it.
 */
export const useHydrating = () => useSyncExternalStore(subscribe, () => false, () => true)
