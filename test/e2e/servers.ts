import path from 'node:path'

/** The demo build (`npm run build`, MSW in the browser), as Netlify serves it. */
export const DEMO_PORT = 8888

/**
 * A production build (`VITE_PEPE_API_BASE_URL=/api`) as Netlify serves it: the `/api` forwarder
 * runs as a Netlify Function and calls the local upstream below with this key.
 */
export const PRODUCTION_PORT = 8890
export const PRODUCTION_DIST = path.resolve('node_modules/.cache/pepe-production-dist')
export const PRODUCTION_KEY = 'e2e-server-key-7f3a9c'
/**
 * A second real-API build carries a v2 key of its own (`VITE_PEPE_API_KEY`), as a private
 * deployment may: so the tests see where the browser sends it, and that the forwarder never
 * passes it on. Served by `vite preview --mode real`, whose /api is the same forwarder.
 */
export const CLIENT_KEY = 'e2e-client-key-41d2e8'
export const KEYED_PORT = 8894
export const KEYED_DIST = path.resolve('node_modules/.cache/pepe-keyed-dist')

/** The stand-in for the catalogue's API, on 127.0.0.1 (test/e2e/upstream.ts). */
export const UPSTREAM_PORT = 8899
