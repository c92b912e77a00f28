import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { usePepeQueries } from '../api/queries'
import type { Pepe } from '../api/schemas'
import { AppLink } from '../ui/app-link'
import { Icon } from '../ui/icon'
import { CardLinkState } from '../ui/pepe-card'
import { routes } from '../paths'
import { titleOf } from '../titles'
import type { Collection } from './storage'
import { useCollection } from './use-collection'
import { openedFrom } from '../step/record-state'
import { countLine, OwnSearchBox, useOwnSearch } from './own-search'
import { VirtualCards } from './virtual-cards'

const alwaysReady = () => true

type CollectionPageProps = {
  collection: Collection
  title: string
  empty: string
  /** Shown while the list has items; `tools` always. */
  actions?: ReactNode
  tools?: ReactNode
  above?: ReactNode
  /** A link back to the page this one belongs to, above its heading. */
  back?: ReactNode
}

/** A page of a kept list (favourites, recently seen). */
export function CollectionPage({ collection, ...props }: CollectionPageProps) {
  const items = useCollection(collection)
  // Until what is kept has been read, an empty list is not "none yet".
  const ready = useSyncExternalStore(collection.subscribe, collection.ready ?? alwaysReady)
  return <PepeListPage items={items} ready={ready} {...props} />
}

type PepeListPageProps = Omit<CollectionPageProps, 'collection'> & { items: readonly Pepe[]; ready: boolean; listName?: string }

/** A page of kept pepes, newest first, in the same cards as the random view; step links walk it. */
export function PepeListPage({ items, ready, title, empty, actions, tools, above, back, listName = title }: PepeListPageProps) {
  const { term, searched, matches, setTerm } = useOwnSearch(items)
  // The same function while the list is the same: its cards read it from context, and step through what matched.
  const linkState = useCallback((from: string) => openedFrom(from, () => matches), [matches])
  const queryClient = useQueryClient()
  const pepeQueries = usePepeQueries()
  useEffect(() => {
    const previous = document.title
    document.title = titleOf(title)
    return () => {
      document.title = previous
    }
  }, [title])
  // Opening a card drawn (or stepping on to its neighbour) costs no request: records never change.
  const onDrawn = useCallback(
    (from: number, to: number) => {
      for (const pepe of matches.slice(Math.max(0, from - 1), to + 1)) {
        const { queryKey } = pepeQueries.detail(pepe.version, pepe.id)
        if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, pepe)
      }
    },
    [matches, queryClient, pepeQueries],
  )

  return (
    <section className="collection-page">
      {back && <p className="collection-back">{back}</p>}
      <div className="collection-head">
        <h1>{title}</h1>
        {(tools !== undefined || items.length > 0) && (
          <div className="collection-actions">
            {items.length > 0 && actions}
            {tools}
          </div>
        )}
      </div>
      {above}
      {ready && (items.length > 0 || term !== '') && (
        <OwnSearchBox
          term={term}
          onTerm={setTerm}
        />
      )}
      {/* Under the search box, what it found: beside where one types, above the cards. */}
      <p role="status" className="status">
        {ready ? countLine(items.length, matches.length, searched, term) : 'Reading what this browser keeps…'}
      </p>
      {!ready || (searched && matches.length === 0) ? null : items.length === 0 ? (
        <div className="empty-state">
          <Icon name="logo" className="empty-logo" />
          <p>{empty}</p>
          <AppLink to={routes.random} className="button-link">
            Go to the random pepes
          </AppLink>
        </div>
      ) : (
        <CardLinkState value={linkState}>
          <VirtualCards items={matches} listName={listName} onDrawn={onDrawn} />
        </CardLinkState>
      )}
    </section>
  )
}
