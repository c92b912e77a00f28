import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { createPepeApi } from '../api/pepes'
import { createPepeQueries, createQueryClient } from '../api/queries'
import { AppProviders, AppRoutes } from '../app'
import { buildConfig } from '../config/build-config'
import type { AppConfig } from '../config/config'
import type { DrawnData } from './data'
import { seedDrawnData } from './seed'

export type { DrawnData }
/** The image CDN this build's images come through, which the page's must be (netlify/preview/page.ts). */
export { IMAGE_CDN as imageCdn } from '../images/image-cdn'

/** Past this, the render is given up: the page function serves the plain page. */
const RENDER_LIMIT_MS = 1000

/**
 * The server's entry (Vite's SSR build, vite.config.ts; the page function imports it as
 * `#first-screen`): the app's first screen at `location`, rendered by React's own server renderer
 * from the very components the browser then hydrates (src/main.tsx), over a QueryClient filled
 * with `data`, as the browser fills its own. Returns the markup of `#root`.
 */
export async function renderFirstScreen(location: string, data: DrawnData, config: AppConfig | null = buildConfig.ok ? buildConfig.config : null): Promise<string> {
  if (config === null) throw new Error('This build has no valid configuration to render with')
  const queryClient = createQueryClient()
  seedDrawnData(queryClient, createPepeQueries(createPepeApi(config)), data, new URL(location, 'http://page').search)
  const { prelude, postponed } = await prerender(
    <StrictMode>
      <StaticRouter location={location}>
        <AppProviders config={config} queryClient={queryClient}>
          <AppRoutes demo={config.demo} />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
    { signal: AbortSignal.timeout(RENDER_LIMIT_MS) },
  )
  // Cut short by the limit: a page with "Loading…" in it is no page to serve (nor to keep).
  if (postponed !== null) throw new Error(`The first screen of ${location} took over ${RENDER_LIMIT_MS} ms`)
  return new Response(prelude).text()
}
