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
