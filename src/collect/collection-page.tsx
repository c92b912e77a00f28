import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, type ReactNode } from 'react'
import { usePepeQueries } from '../api/queries'
import { AppLink } from '../ui/app-link'
import { Icon } from '../ui/icon'
import { CardLinkState, PepeCard } from '../ui/pepe-card'
import { routes } from '../paths'
import { titleOf } from '../titles'
import type { Collection } from './storage'
import { useCollection } from './use-collection'
import { openedFrom } from '../step/record-state'

type CollectionPageProps = { collection: Collection; title: string; empty: string; actions?: ReactNode }

/** A page of kept pepes, newest first, in the same cards as the random view. */
export function CollectionPage({ collection, title, empty, actions }: CollectionPageProps) {
  const items = useCollection(collection)
  // The same function while the list is the same: its cards read it from context.
  const linkState = useCallback((from: string) => openedFrom(from, () => items), [items])
  const queryClient = useQueryClient()
  const pepeQueries = usePepeQueries()
  useEffect(() => {
    const previous = document.title
    document.title = titleOf(title)
    return () => {
      document.title = previous
    }
  }, [title])
  // Opening one of them costs no request: records never change.
  useEffect(() => {
    for (const pepe of items) queryClient.setQueryData(pepeQueries.detail(pepe.version, pepe.id).queryKey, pepe)
  }, [items, queryClient, pepeQueries])

  return (
    <section className="collection-page">
      <div className="collection-head">
        <h1>{title}</h1>
        {items.length > 0 && actions}
      </div>
      <p role="status" className="status">
        {items.length === 0 ? '' : items.length === 1 ? '1 pepe.' : `${items.length} pepes.`}
      </p>
      {items.length === 0 ? (
        <div className="empty-state">
          <Icon name="logo" className="empty-logo" />
          <p>{empty}</p>
          <AppLink to={routes.random} className="button-link">
            Go to the random pepes
          </AppLink>
        </div>
      ) : (
        <CardLinkState value={linkState}>
          <ul role="list" aria-label={title} className="results">
            {items.map((pepe, index) => (
              <li key={`${pepe.version} ${pepe.id}`}>
                <PepeCard pepe={pepe} lazy={index >= 4} />
              </li>
            ))}
          </ul>
        </CardLinkState>
      )}
    </section>
  )
}
