/**
 * Every part the pages draw just after the first screen (src/prefetched-lazy.tsx), with the
 * favourites and recent pages, as one chunk: one request, one evaluation and one render of the
 * parts as they arrive, where a chunk for each took seven of each while the first screen was
 * being made interactive. One module, so that no chunk of its own is shared between two lazy
 * chunks: the bundler would then split React out of the first load's file, which costs its gzip
 * 1 kB. The v1 grid's "more" parts (pages/grid-more.tsx) and the detail page stay apart: only
 * their own pages need them.
 */
export { default as FavouriteButton } from './collect/favourite-button'
export { default as FavouritesCount } from './collect/favourites-count'
export { default as FavouritesPage } from './collect/favourites-page'
export { default as RecentPage } from './collect/recent-page'
export { favourites, recentlySeen } from './collect/storage'
export { OpenById } from './components/open-by-id'
export { ThemeControl } from './components/theme-control'
export { default as FailureMessage } from './components/failure-message'
export { default as KeyboardShortcuts } from './shortcuts/keyboard-shortcuts'
export { default as ScrollRestoration } from './scroll-restoration'
export { default as PrefetchNext } from './prefetch/prefetch-next'
