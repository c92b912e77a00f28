import { useLocation } from 'react-router'
import { CollectionLinks } from './collection-links'
import { collectionNameIn } from './collection-paths'
import { downloadLibrary } from './library-export'
import { useLibraryImport } from './library-import-ui'
import CollectionViewPage from './collection-view-page'
import { CollectionPage } from './collection-page'
import { favourites } from './storage'
import SharedPage from './shared-page'
import { payloadIn } from './shared-link'
import { useLibrary } from './use-library'

/** `/favourites`, one collection's page under it (`/favourites/<name>`), or a collection sent as a link (`/shared/<payload>`). */
export default function FavouritesRoute() {
  const { pathname } = useLocation()
  if (payloadIn(pathname) !== null) return <SharedPage />
  return collectionNameIn(pathname) === null ? <FavouritesPage /> : <CollectionViewPage />
}

function FavouritesPage() {
  const doc = useLibrary()
  const { control, said } = useLibraryImport()
  return (
    <CollectionPage
      collection={favourites}
      title="Favourites"
      empty="No favourites yet. Press the heart on any pepe to keep it here, in this browser."
      above={
        <>
          {said}
          <CollectionLinks doc={doc} />
        </>
      }
      tools={
        <>
          {/* A library of collections alone (their pepes unfavourited) is still a library to back up. */}
          {doc && (doc.favourites.length > 0 || doc.collections.length > 0) && (
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                downloadLibrary(doc)
              }}
            >
              Export
            </button>
          )}
          {control}
        </>
      }
    />
  )
}
