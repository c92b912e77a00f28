import type { ImageCdn } from './sources'

/** The build's image CDN: `VITE_PEPE_IMAGE_CDN=netlify` (set in netlify.toml only), else none. */
export const IMAGE_CDN: ImageCdn = import.meta.env.VITE_PEPE_IMAGE_CDN === 'netlify' ? 'netlify' : null
