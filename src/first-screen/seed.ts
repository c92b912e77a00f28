import type { QueryClient } from '@tanstack/react-query'
import type { PepeQueries } from '../api/queries'
import { parseV1Record, parseV2Random, parseV2Record } from '../api/schemas'
import { readBrowseParams, toRandomQuery } from '../url-state/browse-params'
import type { DrawnData } from './data'

/**
 * Fills the query cache with what a page was drawn with (data.ts), so that the app's first render
 * shows it and asks the API nothing for it (SPEC section 11). The one place both entries do it: the
 * server before it renders the app (render.tsx), the client before it hydrates that (client.ts).
 * Each answer is checked with the schema of an API answer, like one: anything else is left out, and
 * the page then asks the API as it would without it. `search` is the page's address's query.
 */
export function seedDrawnData(client: QueryClient, queries: PepeQueries, { record, pick }: DrawnData, search: string): void {
  try {
    const version: unknown = record?.version
    const pepe = version === 'v1' ? parseV1Record(record?.record) : version === 'v2' ? parseV2Record(record?.record) : null
    if (pepe) client.setQueryData(queries.detail(pepe.version, pepe.id).queryKey, pepe)
  } catch {
    // Not a record.
  }
  try {
    if (pick === undefined) return
    const answer = parseV2Random(pick)
    queries.keepRecords(client, answer)
    const question = toRandomQuery(readBrowseParams(new URLSearchParams(search)).browse)
    client.setQueryData(queries.random(question).queryKey, answer)
  } catch {
    // Not an answer.
  }
}
