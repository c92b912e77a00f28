import { readdir, readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { toNodeHandler } from 'srvx/node'
import type { Plugin } from 'vite'
import { connectSrcProblem } from './csp-check.ts'
import { createForwarder } from './forwarder.ts'
import { keyForms } from './forwarder/redact.ts'
import { readForwarderSettings } from './forwarder/settings.ts'

type Env = Record<string, string | undefined>

/**
 * `vite --mode real`: the dev server answers `/api/*` with the same forwarder as the Netlify
 * Function, so dev and production talk to the catalogue alike (and the key stays in Node).
 */
export function apiForwarder(env: Env): Plugin {
  return {
    name: 'pepe:api-forwarder',
    apply: 'serve',
    configureServer(server) {
      // srvx types its handler for HTTP/1 or HTTP/2; Vite's dev server speaks HTTP/1.
      const forward = toNodeHandler(createForwarder(readForwarderSettings(env))) as (
        request: IncomingMessage,
        response: ServerResponse,
      ) => Promise<void>
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/api/')) void forward(request, response)
        else next()
      })
    },
  }
}

/** Fails the build when the server's key (`PEPE_API_KEY`) is in any file it wrote. */
export function keepServerKeyOut(env: Env): Plugin {
  let outDir = ''
  return {
    name: 'pepe:keep-server-key-out',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const key = env.PEPE_API_KEY?.trim()
      if (!key) return
      // As written, escaped inside a JS string, or URL-encoded: the forms the forwarder redacts.
      const forms = keyForms(key)
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
      for (const entry of entries.filter((candidate) => candidate.isFile())) {
        const file = path.join(entry.parentPath, entry.name)
        const text = await readFile(file, 'latin1')
        if (forms.some((form) => text.includes(form))) {
          throw new Error(
            `The value of PEPE_API_KEY is in ${path.relative(outDir, file)}: every visitor would download the server's key. ` +
              'It belongs only in the site settings for the /api forwarder; never copy it into a VITE_ variable.',
          )
        }
      }
    },
  }
}

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
