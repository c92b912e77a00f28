import type { V1Query } from '../api/queries'

/** A v1 grid that can grow: its question, and the pepes its first answer put on screen. */
export type Grid = { readonly query: V1Query; readonly shown: readonly string[] }

/**
 * Where a grid's "Load more" pages are kept: apart from the query (src/browse/more-query.ts), which
 * comes with the grid's own chunk, so that the first screen can read them (a card's list, src/step).
 */
export const moreKey = ({ query, shown }: Grid) => ['pepes', 'v1', 'more', query, shown] as const
