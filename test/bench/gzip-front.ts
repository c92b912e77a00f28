import { existsSync, statSync } from 'node:fs'
import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

const compress = promisify(gzip)
const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/
// Hop-by-hop headers, and the length of a body that may be compressed here.
const dropped = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length'])

const forwarded = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name)))

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** Paths public/_redirects gives to a function (the page function, the /api forwarder): never a file. */
const routed = (pathname: string) => pathname === '/' || /^\/(api|pepe|\.netlify)(\/|$)/.test(pathname)

/** Whether `pathname` is one of the deploy's files, which Netlify's CDN serves itself, from its edge. */
function deployFile(site: string, pathname: string) {
  if (routed(pathname)) return false
  try {
    const path = join(site, decodeURIComponent(pathname))
    return path.startsWith(site) && existsSync(path) && statSync(path).isFile()
  } catch {
    // Not a path (a malformed percent-encoding): netlify dev answers it.
    return false
  }
}

/** How long Netlify's CDN keeps an answer, in seconds, by the header only it reads (0: not at all). */
function cdnSeconds({ status, headers }: Answer) {
  const rule = headers['netlify-cdn-cache-control']
  if (status !== 200 || typeof rule !== 'string' || /\b(no-store|private)\b/.test(rule)) return 0
  return Number(/\b(?:s-)?max-age=(\d+)/.exec(rule)?.[1] ?? 0)
}

/** The CDN's key: the path, and of the query only what `Netlify-Vary: query=…` names (else all of it). */
function cdnKey(url: string, headers: IncomingHttpHeaders) {
  const { pathname, searchParams, search } = new URL(url, 'http://front')
  const vary = /\bquery=([\w|-]+)/.exec(String(headers['netlify-vary'] ?? ''))?.[1]
  if (vary === undefined) return `${pathname}${search}`
  return `${pathname}?${vary.split('|').map((name) => `${name}=${searchParams.get(name) ?? ''}`).join('&')}`
}

/**
 * `netlify dev` sends every file uncompressed and closes the connection after each answer, where
 * Netlify's CDN compresses text and keeps connections open. Lighthouse's simulation counts the bytes
 * and the connections it saw, so the site is measured through this front: gzip (level 6) for text,
 * JSON and SVG when the browser accepts it, keep-alive towards the browser.
 *
 * With `cdnCache`, it also keeps what the CDN keeps: a GET answered 200 with `Netlify-CDN-Cache-Control`
 * (the functions' record pages and records, never a random pick or an error) is answered again from
 * memory, as Netlify's edge answers a shared link's page after its first visitor, without the function.
 *
 * The deploy's own files (those of `site`, the built app, that no rule gives to a function) it keeps
 * once fetched, compressed, as Netlify's edge serves them: `netlify dev` spends a core's worth of
 * CPU on a page's two dozen files (the scripts, the image, the offline worker's), on the same two
 * cores as the browser it is measured in, which a visitor's browser never shares with Netlify.
 */
export async function startGzipFront({ port, target, site, cdnCache = false }: { port: number; target: number; site: string; cdnCache?: boolean }) {
  /** Pages of the bench's own (floor.ts), answered from memory by path. */
  const own = new Map<string, Answer>()
  const agent = new Agent({ keepAlive: true })
  const kept = new Map<string, Answer & { until: number }>()
  const keys = new Map<string, IncomingHttpHeaders>()
  /** The deploy's files as sent, by path and whether the browser took gzip. */
  const files = new Map<string, Answer>()

  async function send(incoming: IncomingMessage, outgoing: ServerResponse, { status, headers: answerHeaders, body: raw }: Answer, file?: string) {
    // What only the CDN reads, it keeps to itself.
    const headers = Object.fromEntries(Object.entries(forwarded(answerHeaders)).filter(([name]) => !name.startsWith('netlify-')))
    let body = raw
    const type = answerHeaders['content-type'] ?? ''
    const accepts = /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '')
    if (compressible.test(type) && !answerHeaders['content-encoding']) {
      headers.vary = 'Accept-Encoding'
      if (accepts && body.length > 0) {
        body = await compress(body)
        headers['content-encoding'] = 'gzip'
      }
    }
    if (file !== undefined) files.set(`${file} ${accepts}`, { status, headers, body })
    outgoing.writeHead(status, { ...headers, 'content-length': body.length })
    outgoing.end(body)
  }

  const server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/'
    const { pathname } = new URL(url, 'http://front')
    const page = own.get(pathname)
    if (page !== undefined) {
      void send(incoming, outgoing, page)
      return
    }
    const hit = cdnCache && incoming.method === 'GET' ? kept.get(cdnKey(url, keys.get(pathname) ?? {})) : undefined
    if (hit !== undefined && hit.until > Date.now()) {
      void send(incoming, outgoing, hit)
      return
    }
    const file = incoming.method === 'GET' && deployFile(site, pathname) ? pathname : undefined
    const sent = file === undefined ? undefined : files.get(`${file} ${/\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '')}`)
    if (sent !== undefined) {
      outgoing.writeHead(sent.status, { ...sent.headers, 'content-length': sent.body.length })
      outgoing.end(sent.body)
      return
    }
    const upstream = request(
      { host: 'localhost', port: target, path: url, method: incoming.method, headers: forwarded(incoming.headers), agent },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const answer = { status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }
          const seconds = cdnCache && incoming.method === 'GET' ? cdnSeconds(answer) : 0
          if (seconds > 0) {
            keys.set(pathname, answer.headers)
            kept.set(cdnKey(url, answer.headers), { ...answer, until: Date.now() + seconds * 1000 })
          }
          void send(incoming, outgoing, answer, answer.status === 200 ? file : undefined)
        })
      },
    )
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`gzip front: ${error.message}`)
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const close = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    agent.destroy()
  }
  return { close, serve: (path: string, answer: Answer) => own.set(path, answer) }
}
