import type { Grid } from './more-query'

/**
 * Where a grid's "Load more" pages are kept: apart from the query (src/browse/more-query.ts), which
 * comes with the grid's own chunk, so that the first screen can read them (a card's list, src/step).
 */
export const moreKey = ({ query, shown }: Grid) => ['pepes', 'v1', 'more', query, shown] as const
