/**
 * Every part the pages draw just after the first screen (drawn as lazy-parts.ts makes them), as one
 * chunk: one request, one evaluation and one render of the parts as they arrive, where a chunk for
 * each took seven of each while the first screen was being made interactive. The v1 grid's "more"
 * parts (browse/grid-more.tsx), the detail page and the favourites and recent pages stay apart:
 * only their own pages need them (and those two draw cards, which draw parts of this one: in it,
 * they would import themselves).
 */
export { default as FavouriteButton } from '../collect/favourite-button'
export { default as CardActions } from '../collect/card-actions'
export { default as FavouritesCount } from '../collect/favourites-count'
export { favourites, recentlySeen } from '../collect/storage'
export { OpenById } from '../header/open-by-id'
export { ThemeControl } from '../theme/theme-control'
export { QueryFailure } from '../ui/query-failure'
export { default as KeyboardShortcuts } from '../shortcuts/keyboard-shortcuts'
export { default as ScrollRestoration } from '../browse/scroll-restoration'
export { default as PrefetchNext } from '../prefetch/prefetch-next'
// Shared with the related lists' chunk (src/related/use-idle-for.ts), which would otherwise split it into a chunk of its own.
export { idle } from '../prefetch/preload'
