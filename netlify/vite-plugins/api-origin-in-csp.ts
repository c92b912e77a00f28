import path from 'node:path'
import type { Plugin } from 'vite'
import { connectSrcProblem } from '../csp-check.ts'
import type { Env } from './env.ts'

/**
 * A build whose API is on another origin (an absolute `VITE_PEPE_API_BASE_URL`) needs that
 * origin in netlify.toml's `connect-src` (see csp-check.ts). Building on Netlify (`NETLIFY=true`)
 * without it fails; elsewhere it is a warning, since the file's headers apply only on Netlify.
 */
export function requireApiOriginInCsp(env: Env): Plugin {
  return {
    name: 'pepe:api-origin-in-csp',
    apply: 'build',
    async configResolved(config) {
      const base: unknown = config.env.VITE_PEPE_API_BASE_URL
      const toml = path.resolve(config.root, 'netlify.toml')
      const problem = await connectSrcProblem(typeof base === 'string' ? base : undefined, toml)
      if (problem === null) return
      if (env.NETLIFY === 'true') throw new Error(problem)
      config.logger.warn(`Warning: ${problem}`)
    },
  }
}
