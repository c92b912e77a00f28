import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { siteHeadersFile } from './vite-plugins/site-headers-file.ts'

// netlify.toml and the `_headers` a same-origin build writes (netlify/vite-plugins/site-headers-file.ts),
// read by Netlify's own parser. (`netlify dev` serves these headers and the browser tests check
// them there, but it replaces Cache-Control on static files with its own.)
const dir = await mkdtemp(path.join(tmpdir(), 'pepe-headers-'))
const plugin = siteHeadersFile() as unknown as {
  configResolved: (config: { env: Record<string, string> }) => void
  generateBundle: (this: { emitFile: (file: { source: string }) => void }) => void
}
plugin.configResolved({ env: { VITE_PEPE_API_BASE_URL: '/api' } })
let written = ''
plugin.generateBundle.call({
  emitFile: ({ source }) => {
    written = source
  },
})
await writeFile(path.join(dir, '_headers'), written)
const parsed = await parseAllHeaders({
  netlifyConfigPath: 'netlify.toml',
  headersFiles: [path.join(dir, '_headers')],
  configHeaders: [],
  minimal: false,
})
const { errors } = parsed
// Not minimal: every rule has its `forRegExp`.
const rules = parsed.headers as Header[]

/** The headers a path gets. Where two rules set one header Netlify's merge is unclear: so never. */
function headersFor(path: string): Headers {
  const result = new Headers()
  for (const rule of rules.filter((candidate) => candidate.forRegExp.test(path))) {
    for (const [name, value] of Object.entries(rule.values)) {
      if (result.has(name)) throw new Error(`${path} gets ${name} from more than one rule`)
      result.set(name, value)
    }
  }
  return result
}

function directives(csp: string | null): Map<string, string[]> {
  const entries = (csp ?? '').split(';').map((part) => part.trim().split(/\s+/))
  return new Map(entries.filter(([name]) => name).map(([name = '', ...values]) => [name, values]))
}

const PATHS = ['/', '/index.html', '/pepe/1', '/pepe/smug%20pepe', '/nowhere', '/assets/index-Ab12.js', '/mockServiceWorker.js', '/sw.js', '/manifest.webmanifest']

test('netlify.toml parses without errors', () => {
  expect(errors).toEqual([])
})

describe.each(PATHS)('%s', (path) => {
  const headers = headersFor(path)

  test('a CSP with nothing inline, no eval, and only this origin for scripts, styles and calls', () => {
    const csp = directives(headers.get('Content-Security-Policy'))
    expect(headers.get('Content-Security-Policy')).not.toMatch(/unsafe-|strict-dynamic|\*/)
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('style-src')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:'])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('worker-src')).toEqual(["'self'"])
    expect(csp.get('manifest-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })

  test('nosniff, referrer policy, a restrictive permissions policy, HSTS of a year or more', () => {
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers.get('Permissions-Policy')).toContain(`${feature}=()`)
    }
    // The app's Copy link button needs the clipboard: left at its default (this origin).
    expect(headers.get('Permissions-Policy')).not.toContain('clipboard')
    const maxAge = Number(/max-age=(\d+)/.exec(headers.get('Strict-Transport-Security') ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000)
  })
})

test('hashed assets are cached for a year as immutable', () => {
  expect(headersFor('/assets/index-Ab12.js').get('Cache-Control')).toBe('public, max-age=31536000, immutable')
})

// The worker and the manifest too: a browser checks them on navigation, and must see a new deploy's.
test.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])('%s is revalidated on every load', (path) => {
  expect(headersFor(path).get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
})
