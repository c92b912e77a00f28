import { onlineManager } from '@tanstack/react-query'
import { createPepeApi } from '../api/pepes'
import { createPepeQueries, createQueryClient } from '../api/queries'
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
  // React Query assumes a connection until an `offline` event, which a page loaded offline (a
  // reload answered by the service worker) never hears: the browser's word for the start. (Here,
  // not where the banner is: the server, which renders the banner too, has no such word.)
  onlineManager.setOnline(navigator.onLine)
  const queryClient = createQueryClient(options)
  seedDrawnData(queryClient, createPepeQueries(createPepeApi(config)), readDrawnData(page), page.location.search)
  return queryClient
}
