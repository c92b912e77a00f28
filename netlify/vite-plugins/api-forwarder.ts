import type { IncomingMessage, ServerResponse } from 'node:http'
import { toNodeHandler } from 'srvx/node'
import type { Connect, Plugin } from 'vite'
import { SAME_SITE_API } from '../../src/api/api-path.ts'
import { createForwarder } from '../forwarder.ts'
import { readForwarderSettings } from '../forwarder/settings.ts'
import type { Env } from './env.ts'

/**
 * `vite --mode real` (and `vite preview --mode real`): the server answers `/api/*` with the same
 * forwarder as the Netlify Function, so dev and production talk to the catalogue alike (and the
 * key stays in Node).
 */
export function apiForwarder(env: Env): Plugin {
  const use = ({ middlewares }: { middlewares: Connect.Server }) => {
    // srvx types its handler for HTTP/1 or HTTP/2; Vite's servers speak HTTP/1.
    const forward = toNodeHandler(createForwarder(readForwarderSettings(env))) as (
      request: IncomingMessage,
      response: ServerResponse,
    ) => Promise<void>
    middlewares.use((request, response, next) => {
      if (request.url?.startsWith(`${SAME_SITE_API}/`)) void forward(request, response)
      else next()
    })
  }
  return { name: 'pepe:api-forwarder', apply: 'serve', configureServer: use, configurePreviewServer: use }
}
