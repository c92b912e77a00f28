import { AppLink } from '../ui/app-link'
import { collectionPath } from './collection-paths'
import type { LibraryDoc } from './library-doc'

/** The visitor's collections, name and count, above the favourites (SPEC 13.2). */
export function CollectionLinks({ doc }: { doc: LibraryDoc | null }) {
  if (!doc || doc.collections.length === 0) return null
  return (
    <nav aria-labelledby="collections-heading" className="library-collections-nav">
      <h2 id="collections-heading" className="library-subheading">
        Collections
      </h2>
      <ul className="library-collections">
        {doc.collections.map(({ name, members }) => (
          <li key={name}>
            <AppLink to={collectionPath(name)}>
              <span>{name}</span>{' '}
              <span className="collection-count">{members.length}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
