import { CollectionLinks } from './collection-links'
import { CollectionPage } from './collection-page'
import { favourites } from './storage'
import { useLibrary } from './use-library'
import './library.css'

export default function FavouritesPage() {
  const doc = useLibrary()
  return (
    <CollectionPage
      collection={favourites}
      title="Favourites"
      empty="No favourites yet. Press the heart on any pepe to keep it here, in this browser."
      above={<CollectionLinks doc={doc} />}
    />
  )
}
