import { loadImage } from '@napi-rs/canvas'
import { http, HttpResponse } from 'msw'
import { readFile } from 'node:fs/promises'
import { vi } from 'vitest'
import { server } from '../../src/mocks/node'
import { readForwarderSettings } from '../forwarder/settings.ts'
import { createCaptionImage } from './caption-image.ts'

// What the image function's tests share. The upstream is the demo API (msw/node, on any origin),
// whose records' images are on the upstream's own origin; its drawings are served from public/.
export const UPSTREAM = 'https://upstream.test'
const SITE = 'https://pepes.example'
export const KEY = 'server-secret-key'

export const demoDrawings = http.get(`${UPSTREAM}/pepes/:file`, async ({ params }) => {
  const file = String(params.file)
  const drawing = /^\d\d\.svg$/.test(file) ? await readFile(`public/pepes/${file}`).catch(() => null) : null
  return drawing === null ? new HttpResponse(null, { status: 404 }) : new HttpResponse(drawing, { headers: { 'Content-Type': 'image/svg+xml' } })
})

/** The function on UPSTREAM with KEY, and every request that left it. */
export function setup(timeoutMs?: number) {
  const log = { error: vi.fn<(...args: unknown[]) => void>() }
  const captionImage = createCaptionImage(readForwarderSettings({ PEPE_API_UPSTREAM: UPSTREAM, PEPE_API_KEY: KEY }), { log, timeoutMs })
  const sent: Request[] = []
  server.use(demoDrawings)
  server.events.on('request:start', ({ request }) => {
    sent.push(request)
  })
  const call = (path: string, init?: RequestInit) => captionImage(new Request(`${SITE}${path}`, init))
  const hosts = () => [...new Set(sent.map((request) => new URL(request.url).origin))]
  return { call, sent, hosts, log }
}

/** A record of the demo API's, with `url` as its image. */
export const recordWithImage = (id: number, url: string) =>
  http.get(`${UPSTREAM}/v2/pepe/${id}`, () => HttpResponse.json({ data: { id, url, description: 'A pepe elsewhere' } }))

export async function pngOf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer())
  return { bytes, image: await loadImage(bytes) }
}
