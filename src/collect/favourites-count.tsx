import { favourites } from './storage'
import { useCollection } from './use-collection'

/** How many favourites this browser keeps, for the header's link (nothing while there are none). */
export default function FavouritesCount() {
  const count = useCollection(favourites).length
  return count > 0 && <span className="count">{count}</span>
}
