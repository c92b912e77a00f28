// @vitest-environment jsdom
// A DOM: the app's endpoint() resolves a same-origin base against the page's location.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { endpoint } from '../../src/api/endpoints.ts'
import { MAX_SEARCH_TERM, toSearchTerm } from '../../src/api/search-term.ts'
import { readOperation, readRoute, type Operation } from './routes.ts'

// One rule for a search term (src/api/search-term.ts): what the app sends, the forwarder passes
// on; what the forwarder passes on, the app would have sent as it is.

const settings = { apiBaseUrl: '/api', apiKey: null, apiKeyHeader: 'Authorization' }

/** What the forwarder makes of a request URL: the operation it sends on, or its refusal. */
function forwarderReads(url: URL): Operation | { status: number; error: string } {
  const route = readRoute(url.pathname)
  if (route === null) throw new Error(`not a forwarder path: ${url.pathname}`)
  return readOperation(route, url.searchParams)
}

/** The app's request for a random pick with `raw` as the term, and what the forwarder sends on. */
function appAsks(version: 'v1' | 'v2', raw: string) {
  const url = endpoint(settings, version, undefined, raw, version === 'v1' ? 12 : undefined)
  return { sent: url.searchParams.get('search'), read: forwarderReads(url) }
}

describe('what the visitor typed, the app sends as a term the forwarder passes on', () => {
  test.each([
    ['a term with space around it', '  smug  ', 'smug'],
    ['NBSP, BOM and U+2028 around it', '\u00a0\ufeffsmug\u2028', 'smug'],
    ['inner spaces kept', 'smug  pepe', 'smug  pepe'],
    ['a control character, which becomes a space', 'smug\u0000pepe\t', 'smug pepe'],
    ['a C1 control character too', 'a\u0085b', 'a b'],
    ['over 200 characters: the first 200', 'a'.repeat(250), 'a'.repeat(MAX_SEARCH_TERM)],
    ['over 200 emoji: 200 of them', '🐸'.repeat(201), '🐸'.repeat(MAX_SEARCH_TERM)],
    ['cut where a space falls: no space at the end', `${'a'.repeat(199)} b`, 'a'.repeat(199)],
    ['a lone surrogate, which a URL cannot carry', 'a\ud800b', 'a\ufffdb'],
  ])('%s', (_, raw, term) => {
    for (const version of ['v1', 'v2'] as const) {
      const { sent, read } = appAsks(version, raw)
      expect(sent).toBe(term)
      expect(read).not.toHaveProperty('error')
      expect((read as Operation).query.get('search')).toBe(term)
    }
  })

  test.each(['', '   ', '\u00a0\ufeff\u2028', '\u0000\t\n'])('%j: no search parameter at all', (raw) => {
    const { sent, read } = appAsks('v2', raw)
    expect(sent).toBeNull()
    expect((read as Operation).query.has('search')).toBe(false)
  })
})

describe('properties', () => {
  // Any UTF-16 text, lone surrogates and control characters included, and long enough to be cut.
  const anyText = fc.string({ unit: 'binary', maxLength: 260 })
  const spacey = fc.string({ unit: fc.constantFrom(' ', '\u00a0', '\ufeff', '\u2028', '\t', 'a', '🐸', '\u0000'), maxLength: 210 })

  test('for any text, the app’s request is one the forwarder passes on, with the same term', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, spacey), fc.constantFrom('v1' as const, 'v2' as const), (raw, version) => {
        const { sent, read } = appAsks(version, raw)
        expect(sent).toBe(toSearchTerm(raw))
        expect(read).not.toHaveProperty('error')
        expect((read as Operation).query.get('search')).toBe(sent)
      }),
    )
  })

  test('for any search value the forwarder passes on, the app’s rule returns it unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, spacey), (value) => {
        const url = new URL('https://pepes.example/api/v2/pepe')
        url.searchParams.set('search', value)
        const read = forwarderReads(url)
        const decoded = url.searchParams.get('search') ?? ''
        if ('error' in read) expect(toSearchTerm(decoded)).not.toBe(decoded)
        else expect(toSearchTerm(decoded)).toBe(read.query.get('search'))
      }),
    )
  })
})
