import { createPepeApi } from '../api/pepes'
import { createPepeQueries } from '../api/queries'
import { createQueryClient } from '../app'
import type { AppConfig } from '../config/config'
import { readDrawnData } from './data'
import { seedDrawnData } from './seed'

/**
 * The QueryClient the app starts with in the browser (src/main.tsx): filled with what the page
 * was drawn with, as the server filled its own before it rendered that page (render.tsx). Made
 * once, outside React: a hydration React starts over (a click on the drawn page before it was done)
 * renders again with the same records.
 */
export function startingQueryClient(config: AppConfig, page: Document = document, options?: Parameters<typeof createQueryClient>[0]) {
  const queryClient = createQueryClient(options)
  seedDrawnData(queryClient, createPepeQueries(createPepeApi(config)), readDrawnData(page), page.location.search)
  return queryClient
}
