import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { HEADER_VALUE } from '../../src/config/env-schema.ts'
import { passOn } from './answer.ts'
import { keyHolder, redactor } from './redact.ts'

// Property: whatever key the server holds (any that PEPE_API_KEY accepts, with the characters
// that have an escape of their own in some encoding) and however the upstream echoes it, the
// page gets no form of it a reader could undo, and the CDN keeps no such answer.

/** Characters of a key, weighted towards those each encoding writes its own way. */
const keyChar = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\\', '"', '%', '+', '&', '/', "'", '<', '>', ';', '#', '=', '?', ' ', 'u', 'x') },
  { weight: 4, arbitrary: fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~')) },
)
const anyKey = fc.array(keyChar, { minLength: 8, maxLength: 24 }).map((chars) => chars.join('')).filter((key) => HEADER_VALUE.test(key))

const perChar = (text: string, write: (code: number) => string) => Array.from(text, (char) => write(char.charCodeAt(0))).join('')
const hex2 = (code: number) => code.toString(16).padStart(2, '0')
const NAMED: Record<string, string> = { '\\': '&bsol;', '"': '&quot;', '%': '&percnt;', '+': '&plus;', '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;' }

/** Every way an upstream might echo the key: each encoding on its own, and a few of them layered. */
const ECHOES: Record<string, (key: string) => string> = {
  plain: (key) => key,
  'JSON-escaped': (key) => JSON.stringify(key).slice(1, -1),
  'JSON-escaped with \\/': (key) => JSON.stringify(key).slice(1, -1).replaceAll('/', '\\/'),
  'JSON \\u escapes': (key) => perChar(key, (code) => `\\u00${hex2(code)}`),
  'decimal HTML entities': (key) => perChar(key, (code) => `&#${code};`),
  'hex HTML entities, no semicolons': (key) => perChar(key, (code) => `&#x${hex2(code)}`),
  'named HTML entities': (key) => Array.from(key, (char) => NAMED[char] ?? char).join(''),
  'per-character %XX': (key) => perChar(key, (code) => `%${hex2(code)}`),
  'per-character %XX, upper case': (key) => perChar(key, (code) => `%${hex2(code).toUpperCase()}`),
  'URL-encoded': encodeURIComponent,
  'form-encoded': (key) => new URLSearchParams({ k: key }).toString().slice(2),
  'double URL-encoded': (key) => encodeURIComponent(encodeURIComponent(key)),
  'URL-encoded HTML entities': (key) => encodeURIComponent(perChar(key, (code) => `&#${code};`)),
  'HTML-escaped JSON escapes': (key) => JSON.stringify(key).slice(1, -1).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('\\', '&#92;'),
  base64: (key) => Buffer.from(key).toString('base64'),
  hex: (key) => Buffer.from(key).toString('hex'),
}

// What a reader could undo, each on its own (the test's own decoders, not redact.ts's).
const percent = (text: string) => text.replace(/%([0-9a-f]{2})/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
const entities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, code: string) => String.fromCodePoint(Math.min(parseInt(code, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_, code: string) => String.fromCodePoint(Math.min(Number(code), 0x10ffff)))
    .replace(/&[a-z]+;/g, (name) => Object.entries(NAMED).find(([, entity]) => entity === name)?.[0] ?? name)
const escapes = (text: string) => text.replace(/\\u([0-9a-f]{4})|\\(.)/gi, (_, code?: string, char?: string) => (code ? String.fromCharCode(parseInt(code, 16)) : (char ?? '')))
const binary = (text: string) => [
  ...(text.match(/[A-Za-z0-9+/=_-]{8,}/g) ?? []).flatMap((run) => [0, 1, 2, 3].map((skip) => Buffer.from(run.slice(skip), 'base64').toString('latin1'))),
  ...(text.match(/(?:[0-9a-f]{2}){4,}/gi) ?? []).flatMap((run) => [0, 1].map((skip) => Buffer.from(run.slice(skip), 'hex').toString('latin1'))),
]

/** Everything a reader of a body could decode it to: its JSON strings, then up to three layers of any decoding. */
function readings(body: string): string[] {
  const strings = [body]
  try {
    JSON.parse(body, (name, value: unknown) => {
      strings.push(name, typeof value === 'string' ? value : '')
      return value
    })
  } catch {
    // Not JSON: the body as it is.
  }
  const all = new Set(strings)
  let layer = strings
  for (let round = 0; round < 3; round += 1) {
    layer = layer.flatMap((text) => [percent(text), entities(text), escapes(text), text.replaceAll('+', ' ')]).filter((text) => !all.has(text))
    for (const text of layer) all.add(text)
  }
  return [...all].flatMap((text) => [text, ...binary(text)])
}

const guardOf = (key: string) => ({ redact: redactor(key), holds: keyHolder(key) })
const byId = { version: 'v2', id: '1', query: new URLSearchParams() } as const
const random = { version: 'v2', query: new URLSearchParams() } as const

/** The upstream's answers that carry `echo`: a record's description, a JSON error, a page that is not JSON. */
const answers = (echo: string) => [
  { operation: byId, answer: () => Response.json({ data: { id: 1, url: 'https://cdn.test/1.jpg', description: `pepe ${echo} here` } }) },
  { operation: random, answer: () => Response.json({ error: `key ${echo} refused` }, { status: 401 }) },
  { operation: byId, answer: () => new Response(`<p>key ${echo} refused</p>`, { status: 500, headers: { 'Content-Type': 'text/html' } }) },
]

describe('a key the upstream echoes never reaches the page, and its answer is never kept', () => {
  test.each(Object.entries(ECHOES))('echoed %s', async (_, echo) => {
    await fc.assert(
      fc.asyncProperty(anyKey, async (key) => {
        for (const { operation, answer } of answers(echo(key))) {
          const passed = await passOn('GET', answer(), operation, guardOf(key))
          const body = await passed.text()
          expect(readings(body).filter((text) => text.includes(key)), body).toEqual([])
          expect(passed.headers.get('Cache-Control')).toBe('no-store')
          expect(passed.headers.has('Netlify-CDN-Cache-Control')).toBe(false)
        }
      }),
      { numRuns: 40 },
    )
  })

  test('the attack’s case: a key with a backslash, echoed as entities, %XX or twice URL-encoded', async () => {
    const key = 'abc\\def-ghi'
    for (const echo of [ECHOES['decimal HTML entities'], ECHOES['per-character %XX'], ECHOES['double URL-encoded']]) {
      const written = echo?.(key) ?? ''
      expect(keyHolder(key)(`pepe ${written} here`), written).toBe(true)
      const passed = await passOn('GET', answers(written)[0]?.answer() ?? Response.error(), byId, guardOf(key))
      expect(passed.headers.get('Netlify-CDN-Cache-Control')).toBeNull()
    }
  })
})
