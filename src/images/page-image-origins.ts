import { buildConfig } from '../config/build-config'
import { ownImageOrigins } from './trusted-images'

/**
 * The page's own origins for images (trusted-images.ts), beside the catalogue's: the configured
 * API's, the site's for `/api` and in demo mode. Apart from trusted-images.ts, which the server's
 * functions import too and which must not read the page's build config.
 */
export const pageImageOrigins = () => ownImageOrigins(buildConfig.ok ? buildConfig.config.apiBaseUrl : '/', window.location.href)
