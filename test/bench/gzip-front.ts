import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

const compress = promisify(gzip)
const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/
// Hop-by-hop headers, and the length of a body that may be compressed here.
const dropped = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length'])

const forwarded = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name)))

/**
 * `netlify dev` sends every file uncompressed and closes the connection after each answer, where
 * Netlify's CDN compresses text and keeps connections open. Lighthouse's simulation counts the bytes
 * and the connections it saw, so the site is measured through this front: gzip (level 6) for text,
 * JSON and SVG when the browser accepts it, keep-alive towards the browser.
 */
export async function startGzipFront({ port, target }: { port: number; target: number }) {
  const agent = new Agent({ keepAlive: true })
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: 'localhost', port: target, path: incoming.url, method: incoming.method, headers: forwarded(incoming.headers), agent },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          void (async () => {
            const headers = forwarded(answer.headers)
            let body = Buffer.concat(chunks)
            const type = answer.headers['content-type'] ?? ''
            const accepts = /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '')
            if (compressible.test(type) && !answer.headers['content-encoding']) {
              headers.vary = 'Accept-Encoding'
              if (accepts && body.length > 0) {
                body = await compress(body)
                headers['content-encoding'] = 'gzip'
              }
            }
            outgoing.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': body.length })
            outgoing.end(body)
          })()
        })
      },
    )
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`gzip front: ${error.message}`)
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    agent.destroy()
  }
}
