import type { Config } from '@netlify/functions'
import { createCaptionImage } from '../caption/caption-image.ts'
import { readForwarderSettings } from '../forwarder/settings.ts'

/**
 * `/pepe/:id/caption.png`: a captioned pepe as PNG for link previews (SPEC section 13.1),
 * configured like the `/api` forwarder. `public/_redirects` rewrites it here (a rewrite, not
 * `config.path`, for the reason it gives for `/pepe/*`).
 */
export default createCaptionImage(readForwarderSettings(process.env))

/**
 * A drawing costs a few hundred ms of CPU and may ask the upstream with the key: the forwarder's
 * limit. The CDN answers canonical addresses it has drawn without calling the function. A literal,
 * as in api.ts: Netlify reads it from the source without running it.
 */
export const config: Config = {
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rate_limit' },
}
