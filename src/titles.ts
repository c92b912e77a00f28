import type { Pepe } from './api/schemas'

/** A tab's title for one of the app's pages: its own words, then the app's name. */
export const titleOf = (words: string) => `${words} · Pepe Catalogue`

/**
 * A record's page: the title the app sets (pages/pepe-page.tsx) and the one the server writes into
 * the page it draws (netlify/preview/html.ts), so that the two never disagree.
 */
export const pepeTitle = (pepe: Pick<Pepe, 'description' | 'id'>) => titleOf(`${pepe.description} (pepe ${pepe.id})`)
