import { createForwarder, readForwarderSettings } from '../forwarder'

/** The `/api/*` forwarder (SPEC section 8), configured once per instance from the site's variables. */
export default createForwarder(readForwarderSettings(process.env))

export const config = { path: '/api/*' }
