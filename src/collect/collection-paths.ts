import { routes } from '../paths'

const COLLECTION_PREFIX = `${routes.favourites}/`

/** A collection's page (SPEC 13.2): its name, percent-encoded, as one segment under /favourites. */
export const collectionPath = (name: string) => `${COLLECTION_PREFIX}${encodeURIComponent(name.replace(/\p{Cs}/gu, '\uFFFD'))}`

/** The collection's name in its page's path, decoded once; null for any other path. */
export function collectionNameIn(pathname: string): string | null {
  const segment = pathname.startsWith(COLLECTION_PREFIX) ? pathname.slice(COLLECTION_PREFIX.length) : ''
  if (!/^[^/]+$/.test(segment)) return null
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
