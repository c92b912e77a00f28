import { CollectionPage } from './collection-page'
import { favourites } from './storage'

export default function FavouritesPage() {
  return (
    <CollectionPage
      collection={favourites}
      title="Favourites"
      empty="No favourites yet. Press the heart on any pepe to keep it here, in this browser."
    />
  )
}
