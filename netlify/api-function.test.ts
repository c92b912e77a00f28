import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { zipFunction } from '@netlify/zip-it-and-ship-it'
import { expect, test } from 'vitest'
import { config } from './functions/api.ts'

// Beside functions/, not in it: Netlify takes every file there for a function of its own.

const RATE_LIMIT = { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rate_limit' }

test('the function asks Netlify for 60 calls a minute per visitor, then 429s', () => {
  expect(config).toEqual({ rateLimit: RATE_LIMIT })
})

test('functions/ holds the functions and nothing else, which Netlify would deploy as one too', async () => {
  expect((await readdir('netlify/functions')).sort()).toEqual(['api.ts', 'caption-image.ts', 'pepe-page.ts'])
})

test('it has no path of its own: /api reaches it through the rewrite in public/_redirects', () => {
  expect(config).not.toHaveProperty('path')
})

// Netlify reads `config` from the source without running it, and silently drops a rate limit it
// cannot read (an object built from constants, or `satisfies Config`). Its own bundler says what
// it found: the traffic rule that goes to Netlify with the deploy.
test('Netlify’s bundler reads the rate limit from the file', { timeout: 30_000 }, async () => {
  const out = await mkdtemp(path.join(tmpdir(), 'pepe-function-'))
  const bundled = (await zipFunction('netlify/functions/api.ts', out, { archiveFormat: 'none' })) as
    | { trafficRules?: unknown; routes?: unknown[] }
    | undefined
  expect(bundled?.routes ?? []).toEqual([])
  expect(bundled?.trafficRules).toEqual({
    action: {
      type: 'rate_limit',
      config: {
        rateLimitConfig: { windowLimit: 60, windowSize: 60, algorithm: 'sliding_window' },
        aggregate: { keys: [{ type: 'ip' }, { type: 'domain' }] },
      },
    },
  })
})
