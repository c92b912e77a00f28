import type { Config } from '@netlify/functions'
import { createForwarder } from '../forwarder.ts'
import { readForwarderSettings } from '../forwarder/settings.ts'

/**
 * The `/api/*` forwarder (SPEC section 8), configured once per instance from the site's
 * variables. `public/_redirects` rewrites `/api/*` here (and says why it is not `config.path`).
 */
export default createForwarder(readForwarderSettings(process.env))

/**
 * Netlify answers a visitor's 61st call within a minute with a 429 itself, before the function
 * runs: no one can spend the upstream's quota (or the site's invocations) through the key. The
 * app makes a few calls a minute; its retries honour 429. Netlify reads this object from the
 * source without running it, so it must stay a literal (and `: Config`, not `satisfies`).
 */
export const config: Config = {
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rate_limit' },
}
