import path from 'node:path'

/**
 * Moves every port below by this much (`PEPE_E2E_PORT_OFFSET=1000`), so that two checkouts on one
 * machine can run their browser tests side by side.
 */
const offset = Number(process.env.PEPE_E2E_PORT_OFFSET ?? 0)

/** The demo build (`npm run build`, MSW in the browser), as Netlify serves it. */
export const DEMO_PORT = 8888 + offset

/**
 * A production build (`VITE_PEPE_API_BASE_URL=/api`) as Netlify serves it: the `/api` forwarder
 * runs as a Netlify Function and calls the local upstream below with this key.
 */
export const PRODUCTION_PORT = 8890 + offset
export const PRODUCTION_DIST = path.resolve('node_modules/.cache/pepe-production-dist')
export const PRODUCTION_KEY = 'e2e-server-key-7f3a9c'
/** A key a private deployment's page sends itself (VITE_PEPE_API_KEY), which the forwarder must not pass on. */
export const CLIENT_KEY = 'e2e-client-key-41d2e8'

/**
 * Set by `npm test` once it has built both sites (`vite build` into dist/, and
 * test/e2e/production-build.ts), so that the browser tests build neither again.
 */
export const SITES_BUILT = 'PEPE_E2E_SITES_BUILT'

/** The stand-in for the catalogue's API, on 127.0.0.1 (test/e2e/upstream.ts). */
export const UPSTREAM_PORT = 8899 + offset
