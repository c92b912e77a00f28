/** The id of the JSON data block the link-preview function (netlify/preview) puts in a /pepe/:id page. */
export const PAGE_RECORD_ID = 'pepe-record'
