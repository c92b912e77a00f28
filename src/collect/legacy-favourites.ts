import type { Kept } from './library-doc'
import { parseStored } from './stored-list'

/** SPEC 10.2's list of favourites, as the library's entries (it moves in on first use); unreadable, none. */
export function readLegacy(key: string): Kept[] {
  try {
    const now = Date.now()
    // Newest first, as it was listed: the newest gets the latest time.
    return parseStored(localStorage.getItem(key), Number.POSITIVE_INFINITY).map((pepe, index) => ({ pepe, added: now - index }))
  } catch {
    return []
  }
}

export function dropLegacy(key: string) {
  try {
    localStorage.removeItem(key)
  } catch {
    // Read again next time: merging is a union, so nothing shows twice.
  }
}
