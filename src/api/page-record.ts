import type { QueryClient } from '@tanstack/react-query'
import { PAGE_RECORD_ID } from './page-record-id'
import type { PepeQueries } from './queries'
import { parseV1Record, parseV2Record } from './schemas'

/**
 * Seeds the by-id cache from the record the page was served with (SPEC section 11), so a cold
 * `/pepe/:id` on Netlify asks the API nothing. The block is checked with the schema of an API
 * answer, like one: anything else in it is ignored, and the page asks the API as before. Read once:
 * it goes, as the record's page the server drew is left behind.
 */
export function seedPageRecord(client: QueryClient, queries: PepeQueries, page: Document = document): void {
  const block = page.getElementById(PAGE_RECORD_ID)
  block?.remove()
  try {
    const { version, record } = JSON.parse(block?.textContent ?? 'null') as { version?: unknown; record?: unknown }
    const pepe = version === 'v1' ? parseV1Record(record) : version === 'v2' ? parseV2Record(record) : null
    if (pepe) client.setQueryData(queries.detail(pepe.version, pepe.id).queryKey, pepe)
  } catch {
    // Not a record: the page asks the API as it would without one.
  }
}
