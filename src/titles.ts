import type { Pepe } from './api/schemas'

/** The app's name: in its header (header/app-header.tsx), and the end of every tab's title. */
export const APP_NAME = 'Pepe Catalogue'

/** A tab's title for one of the app's pages: its own words, then the app's name. */
export const titleOf = (words: string) => `${words} · ${APP_NAME}`

/**
 * A record's page: the title the app sets (record/pepe-page.tsx) and the one the server writes into
 * the page it draws (netlify/preview/html.ts), so that the two never disagree.
 */
export const pepeTitle = (pepe: Pick<Pepe, 'description' | 'id'>) => titleOf(`${pepe.description} (pepe ${pepe.id})`)
