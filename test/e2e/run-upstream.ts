/**
 * `npm run upstream`: the browser tests' stand-in for the catalogue on its own, to try the /api
 * forwarder by hand (README, "Deploy to Netlify"). It logs every request, key included.
 */
import { runnerImport } from 'vite'
import { UPSTREAM_PORT } from './servers.ts'
import type * as Upstream from './upstream'

// Where the site runs: the demo image urls point there (8888 is `netlify dev`, 5173 `dev:real`).
const site = process.env.UPSTREAM_SITE ?? 'http://localhost:8888'
// Through Vite, which resolves the app's imports the way the bundler does.
const { module } = await runnerImport<typeof Upstream>('./test/e2e/upstream.ts')
await module.startUpstream({ port: UPSTREAM_PORT, site })
console.log(`Upstream on http://127.0.0.1:${UPSTREAM_PORT} (images from ${site}); set PEPE_API_UPSTREAM to it.`)
