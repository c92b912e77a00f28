import type { ComponentType } from 'react'
import type { QueryFailureProps } from '../ui/query-failure'
import type * as Parts from './after-first-screen'
import { prefetchedLazy } from './prefetched-lazy'

const afterFirstScreen = <P extends object>(pick: (parts: typeof Parts) => ComponentType<P>) =>
  prefetchedLazy(() => import('./after-first-screen').then(pick))

// The parts of the one chunk the pages draw just after the first screen (after-first-screen.ts),
// each made once, so that wherever it is drawn it shows at once when that chunk has come. Each
// takes no room of its own, or a place kept for it, so its arrival moves nothing.

/** Over a card's image, or in a place kept among a record's actions. */
export const FavouriteButton = afterFirstScreen((parts) => parts.FavouriteButton)
/** A card's heart and "Add to collection", at its foot, in a place kept for them. */
export const CardActions = afterFirstScreen((parts) => parts.CardActions)
/** A bonus on a link that works without it. */
export const FavouritesCount = afterFirstScreen((parts) => parts.FavouritesCount)
/** Last in its row; opening a record by its id is not the first thing anyone does on a page. */
export const OpenById = afterFirstScreen((parts) => parts.OpenById)
/** The page is already in its theme (the CSS, or theme.js: src/theme). */
export const ThemeControl = afterFirstScreen((parts) => parts.ThemeControl)
/** Failures are rare: their words are there before they are needed (even offline, once fetched). */
const LazyQueryFailure = afterFirstScreen((parts) => parts.QueryFailure)

/**
 * The query's fields are all read here, in its screen's render (the spread): React Query re-renders
 * a screen only for the fields it has read, and a part that arrives after a failure would otherwise
 * be drawn with the screen's stale answer (a 429's countdown never shown).
 */
export const QueryFailure = ({ query, version }: QueryFailureProps) => <LazyQueryFailure query={{ ...query }} version={version} />
/**
 * Keys are pressed after the first screen, not before. (The offline banner stays in the first
 * load: offline, a chunk not fetched yet cannot come.)
 */
export const KeyboardShortcuts = afterFirstScreen((parts) => parts.KeyboardShortcuts)
export const ScrollRestoration = afterFirstScreen((parts) => parts.ScrollRestoration)
/** "New random" at once: the next pick is fetched ahead, once this one is on screen. */
export const PrefetchNext = afterFirstScreen((parts) => parts.PrefetchNext)
/** The library's dialog, in the library's own chunk: fetched once a record or a pick shows, in a place kept for it. */
export const AddToCollection = prefetchedLazy(() => import('../collect/add-to-collection').then((module) => module.default))
