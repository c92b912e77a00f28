import { useSyncExternalStore } from 'react'
import type { LibraryDoc } from './library-doc'
import { library } from './library'

/** The library as kept, null until it has been read; re-renders when this tab or another changes it. */
export function useLibrary(): LibraryDoc | null {
  return useSyncExternalStore(library.subscribe, library.read, () => null)
}
