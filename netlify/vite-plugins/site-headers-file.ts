import type { Plugin } from 'vite'
import { apiOrigin, pagePolicy, siteHeaders } from '../site-headers.ts'

/**
 * The site's `_headers` file, which Netlify (and `netlify dev`) apply to every path they serve
 * themselves: the headers of SPEC section 8 from netlify/site-headers.ts, the functions' source
 * too, with the API's origin in `connect-src` when the build calls one on another origin.
 * (netlify.toml keeps the caching rules, which set no header of these.)
 */
export function siteHeadersFile(): Plugin {
  let base: unknown
  return {
    name: 'pepe:site-headers-file',
    apply: 'build',
    configResolved(config) {
      base = config.env.VITE_PEPE_API_BASE_URL
    },
    generateBundle() {
      const headers = siteHeaders(pagePolicy(apiOrigin(typeof base === 'string' ? base : undefined)))
      const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n` })
    },
  }
}
