import type { ApiVersion, Pepe } from '../api/schemas'

/** A list of records kept in this browser (SPEC section 10.2), newest first. */
export type Collection = {
  /** The same array until the list changes, as `useSyncExternalStore` needs. */
  readonly read: () => readonly Pepe[]
  /** False while what is kept is still being read (an empty list then means "not known yet"). */
  readonly ready?: () => boolean
  readonly has: (version: ApiVersion, id: string) => boolean
  /** Puts the record first (recently seen: moving it there, dropping the oldest past its `max`). */
  readonly add: (pepe: Pepe) => void
  readonly remove: (version: ApiVersion, id: string) => void
  /** Adds the record or removes it; answers whether it is kept now. */
  readonly toggle: (pepe: Pepe) => boolean
  readonly clear: () => void
  readonly subscribe: (listener: () => void) => () => void
}
