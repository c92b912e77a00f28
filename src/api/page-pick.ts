import type { QueryClient } from '@tanstack/react-query'
import { PAGE_PICK_ID } from './page-record-id'
import type { PepeQueries, RandomQuery } from './queries'
import { parseV2Random } from './schemas'

/**
 * Seeds the random view's answer from the pick the page was drawn with (netlify/preview, a v2
 * question), so that the app shows that very pick and asks the API nothing for it. The block is
 * checked with the schema of an API answer, like one, and read once: it goes, so that the view
 * drawn again later keeps the pick it has by then.
 */
export function seedPagePick(client: QueryClient, queries: PepeQueries, question: RandomQuery, page: Document = document): void {
  const block = page.getElementById(PAGE_PICK_ID)
  block?.remove()
  try {
    if (block) {
      const pick = parseV2Random(JSON.parse(block.textContent))
      queries.keepRecords(client, pick)
      client.setQueryData(queries.random(question).queryKey, pick)
    }
  } catch {
    // Not an answer: the view asks the API as it would without one.
  }
}
