import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, openSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { build } from 'vite'
import { startGzipFront } from './gzip-front.ts'

const root = join(import.meta.dirname, '../..')
const bin = join(root, 'node_modules/.bin')
const cache = join(root, 'node_modules/.cache')
/** Ports of the bench's own: the browser tests use 8888, 8890, 8899 and 100 and 200 above them. */
const NETLIFY_PORT = 8960
const UPSTREAM_PORT = 8965
const FRONT_PORT = 8961

async function answers(url: string, child: ChildProcess, log: string) {
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} stopped (exit ${child.exitCode}); see ${log}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in 3 minutes; see ${log}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** A child in a process group of its own, so that stopping it stops what it started too. */
function start(command: string, args: string[], log: string, env: NodeJS.ProcessEnv = {}) {
  const out = openSync(log, 'w')
  return spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, ...env },
  })
}

function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

/**
 * The app as it ships (`VITE_PEPE_API_BASE_URL=/api`), served as Netlify serves it (`netlify dev`:
 * _redirects, netlify.toml's headers, the /api forwarder calling the browser tests' upstream),
 * behind a gzip front (gzip-front.ts), which keeps what Netlify's CDN would keep with `cdnCache`.
 * Returns the site's origin, a way to serve a page of the bench's own from the front, and a way to stop it all.
 */
export async function startSite({ rebuild, cdnCache = false }: { rebuild: boolean; cdnCache?: boolean }) {
  const dist = join(cache, 'bench-lighthouse-dist')
  if (rebuild || !existsSync(join(dist, 'index.html'))) {
    console.log('Building the app with VITE_PEPE_API_BASE_URL=/api …')
    process.env.VITE_PEPE_API_BASE_URL = '/api'
    await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
  }
  const origin = `http://localhost:${FRONT_PORT}`
  const upstreamLog = join(cache, 'bench-lighthouse-upstream.log')
  const upstream = start(process.execPath, [join(import.meta.dirname, 'upstream.ts'), String(UPSTREAM_PORT), origin], upstreamLog)
  const netlifyLog = join(cache, 'bench-lighthouse-netlify.log')
  const ports = ['--port', NETLIFY_PORT, '--staticServerPort', NETLIFY_PORT + 100, '--functions-port', NETLIFY_PORT + 200]
  const netlify = start(join(bin, 'netlify'), ['dev', '--offline', '--no-open', '--dir', dist, ...ports.map(String)], netlifyLog, {
    BROWSER: 'none',
    PEPE_API_UPSTREAM: `http://127.0.0.1:${UPSTREAM_PORT}`,
    PEPE_API_KEY: 'bench-server-key',
  })
  const front = await startGzipFront({ port: FRONT_PORT, target: NETLIFY_PORT, site: dist, cdnCache })
  const stopAll = () => {
    stop(netlify)
    stop(upstream)
  }
  // They are in process groups of their own, so nothing else stops them when the bench exits.
  process.once('exit', stopAll)
  const close = async () => {
    await front.close()
    stopAll()
  }
  try {
    await answers(`http://127.0.0.1:${UPSTREAM_PORT}/__requests`, upstream, upstreamLog)
    await answers(`${origin}/favicon.svg`, netlify, netlifyLog)
    // The forwarder's first call is slow (the function starts): not what a visitor measures.
    await answers(`${origin}/api/v2/pepe`, netlify, netlifyLog)
  } catch (error) {
    await close()
    throw error
  }
  return { origin, close, serve: front.serve }
}
