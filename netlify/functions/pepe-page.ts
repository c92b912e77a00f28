import type { Config, Context } from '@netlify/functions'
import { readForwarderSettings } from '../forwarder/settings.ts'
import { createPreviewPage } from '../preview/page.ts'

/**
 * `/pepe/:id` with its link preview (SPEC section 11), and `/` with its random pick drawn,
 * configured like the `/api` forwarder. `public/_redirects` rewrites `/pepe/*` and `/` here (and
 * says why it is not `config.path`).
 */
const previewPage = createPreviewPage(readForwarderSettings(process.env))

// The deploy's id keys the app's HTML kept in memory; the site's address is where it is read from
// (`netlify dev` may give no context: it sets URL to its own address).
export default (request: Request, context?: Partial<Context>) =>
  previewPage(request, context?.deploy?.id ?? '', { url: context?.site?.url ?? process.env.URL, name: context?.site?.name })

/**
 * Each uncached page may ask the upstream with the key, as `/api` does: the same limit. Past it,
 * Netlify serves the plain app instead, which then asks `/api` (limited there too). A literal,
 * as in api.ts: Netlify reads it from the source without running it.
 */
export const config: Config = {
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/index.html' },
}
