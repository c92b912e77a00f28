import { useState } from 'react'
import type { Pepe } from '../api/schemas'
import { Icon } from '../ui/icon'
import { favourites } from './storage'
import { useInCollection } from './use-collection'

type FavouriteButtonProps = {
  pepe: Pepe
  className: string
  /** Its name beside the heart: the detail page's button, which the key "f" presses too. */
  showLabel?: boolean
}

/** Keeps a pepe in this browser's favourites, or lets it go (SPEC section 10.2). */
export default function FavouriteButton({ pepe, className, showLabel = false }: FavouriteButtonProps) {
  const kept = useInCollection(favourites, pepe.version, pepe.id)
  // Pressed here: its heart pops (cards.css) when it becomes kept, and only then.
  const [pressed, setPressed] = useState(false)
  return (
    <button
      type="button"
      className={className}
      aria-pressed={kept}
      data-shortcut={showLabel ? 'f' : undefined}
      data-pop={pressed || undefined}
      onClick={() => {
        setPressed(true)
        favourites.toggle(pepe)
      }}
    >
      <Icon name="heart" className="heart" />
      <span className={showLabel ? undefined : 'visually-hidden'}>Favourite</span>
    </button>
  )
}
