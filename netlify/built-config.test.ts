import type { UserConfig } from 'vite'
import { afterEach, expect, test, vi } from 'vitest'
import type { ConfigResult } from '../src/config/config'
import viteConfig from '../vite.config'

// A private deployment's build, with a v2 key of its own (README, "Configuration"): what the page
// is built with. Where the app then sends the key is proven from that config down: src/api/pepes.test.ts
// (v2 only, in its header, never in a URL), src/first-screen/first-request.test.ts (the early
// request), and netlify/forwarder.test.ts with production.spec.ts (never past the forwarder).

const KEY = 'client-key-41d2e8'

/** The config `vite build` resolves for `mode` with these variables in the shell. */
function built(mode: string, env: Record<string, string>) {
  // Stubbed first, so that what the config itself sets in process.env is undone after the test.
  vi.stubEnv('VITE_PEPE_API_BASE_URL', '')
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const config = (viteConfig as (env: { mode: string; command: 'build'; isSsrBuild: boolean }) => UserConfig)({ mode, command: 'build', isSsrBuild: false })
  const define = config.define as Record<string, string>
  return { config: JSON.parse(define.__PEPE_CONFIG__ ?? '') as ConfigResult, ok: JSON.parse(define.__PEPE_CONFIG_OK__ ?? '') as boolean }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

test('a key in VITE_PEPE_API_KEY is built into the page, with its header, for /api', () => {
  expect(built('real', { VITE_PEPE_API_KEY: KEY, VITE_PEPE_API_KEY_HEADER: 'Authorization' })).toEqual({
    ok: true,
    config: { ok: true, config: { demo: false, apiBaseUrl: '/api', apiKey: KEY, apiKeyHeader: 'Authorization' } },
  })
})

test('the server’s key never is: PEPE_API_KEY stays out of the page’s config', () => {
  const { config } = built('production', { VITE_PEPE_API_BASE_URL: '/api', PEPE_API_KEY: 'server-key-7f3a9c' })
  expect(config).toEqual({ ok: true, config: { demo: false, apiBaseUrl: '/api', apiKey: null, apiKeyHeader: 'Authorization' } })
})
