import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { zipFunction } from '@netlify/zip-it-and-ship-it'
import { build } from 'vite'
import { beforeAll, expect, test, vi } from 'vitest'
import type * as Entry from '../src/first-screen/render.tsx'
import { firstScreenSource } from './vite-plugins/first-screen-build.ts'
import { config } from './functions/pepe-page.ts'

// The link-preview function as Netlify deploys it (its HTML: netlify/preview/page.test.ts).

test('it has no path of its own: /pepe/* reaches it through the rewrite in public/_redirects', async () => {
  expect(config).not.toHaveProperty('path')
  const rules = (await readFile('public/_redirects', 'utf8')).split('\n').map((line) => line.trim().split(/\s+/))
  const at = (from: string) => rules.findIndex(([rule]) => rule === from)
  expect(rules[at('/pepe/*')]).toEqual(['/pepe/*', '/.netlify/functions/pepe-page/:splat', '200!'])
  // Before the SPA fallback, which would otherwise answer first.
  expect(at('/pepe/*')).toBeLessThan(at('/*'))
})

// Read from the source by Netlify's own bundler, as for the /api forwarder (api-function.test.ts).
// The function imports the server's entry as the app's build writes it (`#first-screen`): built
// here as Netlify builds it.
beforeAll(async () => {
  vi.stubEnv('NODE_ENV', 'production')
  vi.stubEnv('VITE_PEPE_API_BASE_URL', '/api')
  vi.stubEnv('VITE_PEPE_IMAGE_CDN', 'netlify')
  await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn', build: { ssr: firstScreenSource } })
}, 60_000)

test('the server entry as built renders a record’s first screen in Node, with the image CDN of its build', async () => {
  const built = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('dist-server/render.js')).href)) as typeof Entry
  const record = { data: { id: 7, url: 'https://cdn.onlypepes.com/images/7.png', description: 'A frog on the server' } }
  const html = await built.renderFirstScreen('/pepe/7?v=2', { record: { version: 'v2', id: '7', record } })
  expect(built.imageCdn).toBe('netlify')
  expect(html).toContain('<h1>Pepe <!-- -->7</h1>')
  expect(html).toContain('alt="A frog on the server"')
  // Not the demo: the build's own API, no badge.
  expect(html).not.toContain('Demo data')
})

test('past 60 calls a minute per visitor, Netlify serves the plain app instead', { timeout: 30_000 }, async () => {
  const out = await mkdtemp(path.join(tmpdir(), 'pepe-function-'))
  const bundled = (await zipFunction('netlify/functions/pepe-page.ts', out, { archiveFormat: 'none' })) as
    | { trafficRules?: unknown; routes?: unknown[] }
    | undefined
  expect(bundled?.routes ?? []).toEqual([])
  expect(bundled?.trafficRules).toEqual({
    action: {
      type: 'rewrite',
      config: {
        to: '/index.html',
        rateLimitConfig: { windowLimit: 60, windowSize: 60, algorithm: 'sliding_window' },
        aggregate: { keys: [{ type: 'ip' }, { type: 'domain' }] },
      },
    },
  })
})
