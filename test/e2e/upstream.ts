import { getResponse } from 'msw'
import { serve } from 'srvx/node'
import { handlers } from '../../src/mocks/handlers'

/** What the upstream saw of one request: enough to check what the forwarder sends. */
export type UpstreamRequest = { method: string; path: string; authorization: string | null; cookie: string | null }

/**
 * A stand-in for the catalogue's API on 127.0.0.1, answering from the demo catalogue with the
 * demo handlers (one handler set everywhere). `GET /__requests` lists what it was asked.
 *
 * `site` is the origin the images are served from: the handlers build image urls on the origin of
 * the request they answer, and here that is the site (its `/pepes/` holds the demo's files), as
 * the real API's urls point at its CDN rather than at itself.
 */
export async function startUpstream({ port, site }: { port: number; site: string }) {
  const requests: UpstreamRequest[] = []
  const server = serve({
    port,
    hostname: '127.0.0.1',
    silent: true,
    async fetch(request) {
      const url = new URL(request.url)
      if (url.pathname === '/__requests') return Response.json(requests)
      const seen = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        authorization: request.headers.get('Authorization'),
        cookie: request.headers.get('Cookie'),
      }
      requests.push(seen)
      console.log(`upstream: ${seen.method} ${seen.path} Authorization: ${seen.authorization ?? '(none)'}`)
      const asked = new Request(new URL(seen.path, site), { method: request.method, headers: request.headers })
      return (await getResponse(handlers, asked)) ?? Response.json({ error: 'Not found' }, { status: 404 })
    },
  })
  await server.ready()
  return () => server.close()
}
