/** The id of the JSON data block the link-preview function (netlify/preview) puts in a /pepe/:id page. */
export const PAGE_RECORD_ID = 'pepe-record'
/** The id of the data block of a random view drawn by the server: the answer its pick came in. */
export const PAGE_PICK_ID = 'pepe-pick'
