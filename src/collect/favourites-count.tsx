import { favourites } from './storage'
import { LibraryProblem } from './library-problem'
import { useCollection } from './use-collection'

/**
 * How many favourites this browser keeps, for the header's link (nothing while there are none);
 * and, since it is on every page, the word that the storage is full.
 */
export default function FavouritesCount() {
  const count = useCollection(favourites).length
  return (
    <>
      {count > 0 && <span className="count">{count}</span>}
      <LibraryProblem />
    </>
  )
}
