import { createForwarder, readForwarderSettings } from '../forwarder'

/**
 * The `/api/*` forwarder (SPEC section 8), configured once per instance from the site's
 * variables. `public/_redirects` rewrites `/api/*` here (and says why it is not `config.path`).
 */
export default createForwarder(readForwarderSettings(process.env))
