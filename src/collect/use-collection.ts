import { useSyncExternalStore } from 'react'
import type { ApiVersion, Pepe } from '../api/schemas'
import type { Collection } from './storage'

/** The records kept, newest first; re-renders when this tab or another one changes them. */
export function useCollection(collection: Collection): readonly Pepe[] {
  return useSyncExternalStore(collection.subscribe, collection.read)
}

/** Whether one record is kept; re-renders only when that answer changes, not on every change. */
export function useInCollection(collection: Collection, version: ApiVersion, id: string): boolean {
  return useSyncExternalStore(collection.subscribe, () => collection.has(version, id))
}
