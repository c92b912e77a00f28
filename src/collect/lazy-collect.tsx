/**
 * Everything of favourites and recently seen that a page shows, as one chunk loaded after the
 * first screen. One module, so that no chunk of its own is shared between two lazy chunks: the
 * bundler would then split React out of the first load's file, which costs its gzip 1 kB.
 */
export { default as FavouriteButton } from './favourite-button'
export { default as FavouritesCount } from './favourites-count'
export { default as FavouritesPage } from './favourites-page'
export { default as RecentPage } from './recent-page'
export { favourites, recentlySeen } from './storage'
