import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { CopyLink } from '../share/copy-link'
import type { Pepe } from '../api/schemas'
import { AppLink } from '../ui/app-link'
import { routes } from '../paths'
import { collectionNameIn } from './collection-paths'
import { PepeListPage } from './collection-page'
import { CollectionManage } from './collection-manage'
import { findCollection, type CollectionDoc } from './library-doc'
import { useLibrary } from './use-library'
import { sharedPath } from './shared-link'

const NONE: readonly Pepe[] = []
const recordsOf = new WeakMap<CollectionDoc, readonly Pepe[]>()
/** The members' records, newest first: the same array while the collection is the same. */
function membersOf(collection: CollectionDoc | undefined): readonly Pepe[] {
  if (!collection) return NONE
  let list = recordsOf.get(collection)
  if (!list) recordsOf.set(collection, (list = collection.members.map(({ pepe }) => pepe)))
  return list
}

/** `/favourites/<name>`: one collection (SPEC 13.2), with the same cards, renamed or deleted here. */
export default function CollectionViewPage() {
  const { pathname } = useLocation()
  const name = collectionNameIn(pathname) ?? ''
  const doc = useLibrary()
  const collection = doc ? findCollection(doc, name) : undefined
  if (doc && !collection) {
    return (
      <section className="collection-page">
        <h1>No such collection</h1>
        <p role="alert" className="message message-error">
          There is no collection named “{name}” in this browser.
        </p>
        <AppLink to={routes.favourites} className="button-link">
          Your favourites and collections
        </AppLink>
      </section>
    )
  }
  return (
    <PepeListPage
      items={membersOf(collection)}
      ready={doc !== null}
      title={collection?.name ?? name}
      empty="No pepes in this collection yet. Add one with “Add to collection” on any pepe."
      above={doc && collection && <CollectionManage key={collection.name} doc={doc} name={collection.name} />}
      actions={collection && <SendCollection collection={collection} />}
      back={
        <AppLink to={routes.favourites} className="text-link back-link">
          <span aria-hidden="true">←</span> Back to Favourites
        </AppLink>
      }
    />
  )
}

/**
 * "Copy link": an address that carries the collection itself (`/shared/…`, SPEC 13.2); the button
 * says "Copied". Written at the click: a collection of thousands takes a long task to pack.
 */
function SendCollection({ collection }: { collection: CollectionDoc }) {
  const url = useCallback(() => new URL(sharedPath(collection.name, membersOf(collection)), location.href).href, [collection])
  return <CopyLink url={url} onCopied={ignore} />
}

const ignore = () => undefined
