import type { ApiVersion } from '../api/schemas'

/** The id of the JSON data block of a record's page drawn by the server: the record's answer. */
export const PAGE_RECORD_ID = 'pepe-record'
/** The id of the data block of a random view drawn by the server: the answer its pick came in. */
export const PAGE_PICK_ID = 'pepe-pick'

/**
 * What a page drawn by the server was drawn with (netlify/preview): the API's answers, as the app
 * would have had them. The server renders the app over them, and writes them in the page's data
 * blocks for the client, which fills its cache from them alike (seed.ts).
 */
export type DrawnData = {
  /** A record's page: the by-id answer of `version`, and the id as its path has it. */
  readonly record?: { readonly version: ApiVersion; readonly id: string; readonly record: unknown }
  /** The random view (v2): the answer its pick came in. */
  readonly pick?: unknown
}

/** The JSON of one data block, if the page has it; it goes: it is read once. */
function take(page: Document, id: string): unknown {
  const block = page.getElementById(id)
  block?.remove()
  try {
    return block ? (JSON.parse(block.textContent) as unknown) : undefined
  } catch {
    // Not JSON: the page asks the API as it would without it.
    return undefined
  }
}

/** What the page was drawn with, read from its data blocks (and taken out of the page). */
export function readDrawnData(page: Document = document): DrawnData {
  const record = take(page, PAGE_RECORD_ID) as DrawnData['record']
  const pick = take(page, PAGE_PICK_ID)
  return { ...(record === undefined ? {} : { record }), ...(pick === undefined ? {} : { pick }) }
}
