import { delay, getResponse, http, HttpResponse } from 'msw'
import { readFile } from 'node:fs/promises'
import { serve } from 'srvx/node'
import { handlers } from '../../src/mocks/handlers'

/** What the upstream saw of one request: enough to check what the forwarder sends. */
export type UpstreamRequest = { method: string; path: string; authorization: string | null; cookie: string | null }

/** A description that is markup, and an upstream slow or broken, for the link previews (v1 ids). */
export const PREVIEW_MARKUP = 'Pepe says "><script>alert(1)</script><!-- & goodbye'
export const PREVIEW_IDS = { markup: 'preview-markup', slow: 'preview-slow', broken: 'preview-broken' } as const

const previewHandlers = (site: string) => [
  http.get(`*/v1/pepe/${PREVIEW_IDS.markup}`, () =>
    HttpResponse.json({
      status: 'success',
      result: { id: PREVIEW_IDS.markup, url: new URL('/pepes/05.svg', site).href, description: PREVIEW_MARKUP },
    }),
  ),
  http.get(`*/v1/pepe/${PREVIEW_IDS.slow}`, async () => {
    await delay(4000)
    return HttpResponse.json({ status: 'success', result: { id: PREVIEW_IDS.slow, url: new URL('/pepes/06.svg', site).href, description: 'Slow pepe' } })
  }),
  http.get(`*/v1/pepe/${PREVIEW_IDS.broken}`, () => HttpResponse.json({ error: 'upstream broke' }, { status: 500 })),
]

/**
 * A stand-in for the catalogue's API on 127.0.0.1, answering from the demo catalogue with the
 * demo handlers (one handler set everywhere). `GET /__requests` lists what it was asked;
 * `POST /__hang?path=P&times=N` makes the next N requests for P (path and query, as asked) hang
 * until their asker gives up.
 *
 * `site` is the origin the images are served from: the handlers build image urls on the origin of
 * the request they answer, and here that is the site (its `/pepes/` holds the demo's files), as
 * the real API's urls point at its CDN rather than at itself.
 */
export async function startUpstream({ port, site }: { port: number; site: string }) {
  const requests: UpstreamRequest[] = []
  const hanging = new Map<string, number>()
  const answers = [...previewHandlers(site), ...handlers]
  const server = serve({
    port,
    hostname: '127.0.0.1',
    silent: true,
    async fetch(request) {
      const url = new URL(request.url)
      if (url.pathname === '/__requests') return Response.json(requests)
      if (url.pathname === '/__hang' && request.method === 'POST') {
        hanging.set(url.searchParams.get('path') ?? '', Number(url.searchParams.get('times') ?? '1'))
        return new Response(null, { status: 204 })
      }
      const seen = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        authorization: request.headers.get('Authorization'),
        cookie: request.headers.get('Cookie'),
      }
      requests.push(seen)
      console.log(`upstream: ${seen.method} ${seen.path} Authorization: ${seen.authorization ?? '(none)'}`)
      const hangs = hanging.get(seen.path) ?? 0
      if (hangs > 0) {
        hanging.set(seen.path, hangs - 1)
        // No answer: the asker's own time limit ends it.
        return new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => {
            resolve(new Response(null, { status: 499 }))
          })
        })
      }
      // The demo's drawings, when the images are on the upstream's own origin (`site` is this
      // upstream: the caption image function fetches only from trusted hosts, SPEC section 13.1).
      const drawing = /^\/pepes\/\d\d\.svg$/.test(url.pathname) ? await readFile(`public${url.pathname}`).catch(() => null) : null
      if (drawing !== null) return new Response(drawing, { headers: { 'Content-Type': 'image/svg+xml' } })
      const asked = new Request(new URL(seen.path, site), { method: request.method, headers: request.headers })
      return (await getResponse(answers, asked)) ?? Response.json({ error: 'Not found' }, { status: 404 })
    },
  })
  await server.ready()
  return () => server.close()
}
