/**
 * The most a record may hold, checked where records come in (schemas.ts) and where they are kept
 * (collect/stored-list.ts). The API reference gives no limits; without these, one upstream record
 * with a 1,048,000-character description made its drawn page 37.7 MB, kept by the CDN for a year.
 * A record over any of them is one the app cannot read. In UTF-16 code units (a string's length).
 */
export const MAX_DESCRIPTION_LENGTH = 2_000
export const MAX_URL_LENGTH = 2_048
/** The id is in the record's address, heading, title and links, several times on a drawn page. */
export const MAX_ID_LENGTH = 200

/** The v1 `limit` the app sends (SPEC section 9), which the `/api` forwarder and the demo API hold to too. */
export const V1_LIMIT = { min: 1, max: 50, default: 12 } as const
/** What a `limit` outside it is told: plain text, for the first load's bytes (limits.test.ts keeps it in step). */
export const V1_LIMIT_RULE = 'limit must be a whole number from 1 to 50'
