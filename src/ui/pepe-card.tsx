import { createContext, memo, use, useState, type ComponentType, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { Pepe } from '../api/schemas'
import { pepePath } from '../paths'
import { AppLink } from './app-link'
import { OpenImageLink } from './open-image-link'
import { PepeImage } from './pepe-image'

/**
 * What a card's link leaves in history, made from where the card is shown (path and query) as it
 * is followed; the page that lists the cards provides it (src/step: the list to step through).
 */
export const CardLinkState = createContext<((from: string) => () => unknown) | null>(null)

/** The controls over a card's image (the heart, "Add to collection"); the app provides them (src/collect). */
export const CardFavourite = createContext<ComponentType<{ pepe: Pepe; className: string }> | null>(null)

type PepeCardProps = {
  pepe: Pepe
  lazy?: boolean
  hero?: boolean
  /** Ways to send it, beside the words (v2's pick), in a place kept for them: they come after the first screen. */
  actions?: ReactNode
}

/**
 * One pepe in the results: its image is the link to its page (named by the description).
 * Memoised: a grid of a thousand that grows by a page renders only the new cards.
 */
export const PepeCard = memo(function PepeCard({ pepe, lazy = false, hero = false, actions }: PepeCardProps) {
  const { pathname, search } = useLocation()
  const linkState = use(CardLinkState)
  const Favourite = use(CardFavourite)
  const [failed, setFailed] = useState(false)
  return (
    <article className={hero ? 'pepe-card pepe-hero' : 'pepe-card'}>
      {/* The page's way back returns to this very view (version, search and limit); it steps through this list. */}
      <AppLink to={pepePath(pepe.version, pepe.id)} state={linkState?.(`${pathname}${search}`)} className="pepe-card-link">
        <PepeImage
          pepe={pepe}
          lazy={lazy}
          place={hero ? 'large' : 'card'}
          onFailedChange={setFailed}
        />
      </AppLink>
      {/* With actions, "Favourite" is one of them. Not a component made in render: the app's one,
          the same for its life (app.tsx), read from context. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {actions === undefined && Favourite && <Favourite pepe={pepe} className="card-favourite" />}
      <div className="pepe-card-text">
        {hero && (
          <p className="pepe-meta">
            Pepe {pepe.id} · API {pepe.version}
          </p>
        )}
        <p className="pepe-description">{pepe.description}</p>
        {failed && <OpenImageLink pepe={pepe} className="text-link" />}
        {actions !== undefined && <div className="actions-slot">{actions}</div>}
      </div>
    </article>
  )
})

/** Where cards will stand, at their final size, while the first answer of a view loads. */
export function SkeletonCards({ count, hero = false }: { count: number; hero?: boolean }) {
  return (
    <div className={hero ? 'results results-hero' : 'results'} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={hero ? 'pepe-card pepe-hero skeleton' : 'pepe-card skeleton'}>
          <div className="pepe-image-box" data-state="loading" />
          <div className="pepe-card-text">
            <p className="pepe-description skeleton-line" />
          </div>
        </div>
      ))}
    </div>
  )
}

/** The page's shape before the app can run: a header's place and a grid of skeletons. */
export function StartingUp() {
  return (
    <>
      <div className="app-header starting-up" />
      <main>
        <p className="status" role="status">
          Starting the demo catalogue…
        </p>
        <SkeletonCards count={12} />
      </main>
    </>
  )
}
