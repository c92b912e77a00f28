/**
 * What a v1 grid that can grow draws below its first answer ("Load more", SPEC section 10.2), as
 * one chunk that only the grid's page fetches, just after its first screen (home-page.tsx).
 */
export { LoadMore } from './load-more'
export { MoreCards } from './more-cards'
export { moreQuery, type Grid } from './more-query'
