import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { server } from '../../src/mocks/node'
import { KEY, setup, UPSTREAM } from './test-forwarder.ts'

// The server's key in an upstream answer, through the whole handler (answer.ts, clean-body.ts):
// never passed on, in any form. Every key and echo form at once: redact-echo.test.ts.

describe('the server’s key never reaches the page', () => {
  const echo = (text: string, type = 'application/json') => {
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse(text, { status: 401, headers: { 'Content-Type': type } })))
  }

  // A key with a quote, a backslash, a slash and a space: each form of it differs.
  const odd = 'se"cr\\et/k ey'
  test.each([
    ['as written', (key: string) => key],
    ['JSON-escaped', (key: string) => JSON.stringify(key).slice(1, -1)],
    ['JSON-escaped with \\/', (key: string) => JSON.stringify(key).slice(1, -1).replaceAll('/', '\\/')],
    ['URL-encoded', encodeURIComponent],
    ['form-encoded', (key: string) => new URLSearchParams({ key }).toString().slice(4)],
  ])('in a body, %s', async (_, write) => {
    const { call } = setup({ PEPE_API_KEY: odd })
    echo(`{"error":"key ${write(odd)} refused","again":"${write(odd)}"}`)
    const text = await (await call('/api/v2/pepe/1')).text()
    expect(text).toBe('{"error":"key [redacted] refused","again":"[redacted]"}')
  })

  test('in a body that is not JSON, or in its Content-Type', async () => {
    const { call } = setup()
    echo(`<p>Bearer ${KEY}</p>`, `application/json; note=${KEY}`)
    const response = await call('/api/v2/pepe/1')
    expect(await response.text()).toBe('<p>Bearer [redacted]</p>')
    expect(response.headers.get('Content-Type')).not.toContain(KEY)
  })

  test('the rest of the body is passed byte for byte, whatever its encoding', async () => {
    const { call } = setup()
    const bytes = new Uint8Array([0xff, 0x80, 0x00, 0xe9, ...new TextEncoder().encode(KEY), 0x9f])
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse(bytes, { status: 500 })))
    const passed = new Uint8Array(await (await call('/api/v2/pepe/1')).arrayBuffer())
    expect([...passed]).toEqual([0xff, 0x80, 0x00, 0xe9, ...new TextEncoder().encode('[redacted]'), 0x9f])
  })
})

describe('the key never reaches the page in an encoded form either, and such an answer is not stored', () => {
  const record = (description: string) => `{"data":{"id":1,"url":"https://cdn.test/1.jpg","description":"${description}"}}`
  const perChar = (text: string, write: (code: number) => string) => Array.from(text, (char) => write(char.charCodeAt(0))).join('')
  const hex = (code: number) => code.toString(16).padStart(2, '0')
  const base64 = (text: string) => Buffer.from(text).toString('base64')

  /** Everything a reader of `text` could decode it to: JSON strings, %XX, HTML entities, base64 runs. */
  function readable(text: string): string {
    const strings = [text]
    try {
      JSON.parse(text, (name, value: unknown) => {
        strings.push(name, typeof value === 'string' ? value : '')
        return value
      })
    } catch {
      // Not JSON: the other readings stand.
    }
    const percent = (t: string) => t.replace(/%([0-9a-f]{2})/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    const entities = (t: string) =>
      t
        .replace(/&#x([0-9a-f]+);?/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
        .replace(/&#(\d+);?/g, (_, code: string) => String.fromCodePoint(Number(code)))
    const decoded = strings.flatMap((t) => [t, percent(t), entities(t), entities(percent(t))])
    const runs = decoded.flatMap((t) =>
      (t.match(/[A-Za-z0-9+/_-]{4,}/g) ?? []).flatMap((run) => [0, 1, 2, 3].map((skip) => Buffer.from(run.slice(skip), 'base64').toString('latin1'))),
    )
    return [...decoded, ...runs].join('\n')
  }

  const forms: [string, string][] = [
    ['JSON \\u escapes', perChar(KEY, (code) => `\\u00${hex(code)}`)],
    ['JSON \\u escapes of some characters', `${KEY.slice(0, 3)}\\u00${hex(KEY.charCodeAt(3))}${KEY.slice(4, -1)}\\u00${hex(KEY.charCodeAt(KEY.length - 1))}`],
    ['decimal HTML entities', perChar(KEY, (code) => `&#${code};`)],
    ['hex HTML entities, no semicolons', perChar(KEY, (code) => `&#x${hex(code)}`)],
    ['lower-case percent encoding', perChar(KEY, (code) => `%${hex(code)}`)],
    ['base64', base64(KEY)],
    ['base64 of "Bearer <key>"', base64(`Bearer ${KEY}`)],
    ['base64 of "user:<key>", URL-safe, no padding', Buffer.from(`u:${KEY}`).toString('base64url')],
    ['percent-encoded entities', perChar(KEY, (code) => `%26%23${code}%3B`)],
  ]

  test.each(forms)('in a record’s description: %s', async (_, written) => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => new HttpResponse(record(`pepe ${written} here`), { headers: { 'Content-Type': 'application/json' } })))
    const response = await call('/api/v2/pepe/1')
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(readable(text)).not.toContain(KEY)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.has('Netlify-CDN-Cache-Control')).toBe(false)
    // Still the record, for the app to show.
    expect(JSON.parse(text)).toMatchObject({ data: { id: 1, url: 'https://cdn.test/1.jpg' } })
  })

  test.each(forms)('in an error message: %s', async (_, written) => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe`, () => new HttpResponse(`{"error":"key ${written} refused"}`, { status: 401, headers: { 'Content-Type': 'application/json' } })))
    const response = await call('/api/v2/pepe')
    expect(response.status).toBe(401)
    expect(readable(await response.text())).not.toContain(KEY)
  })

  test.each(forms)('in a body that is not JSON: %s', async (_, written) => {
    const { call } = setup()
    server.use(http.get(`${UPSTREAM}/v2/pepe`, () => HttpResponse.html(`<p>key ${written} refused</p>`, { status: 500 })))
    const response = await call('/api/v2/pepe')
    expect(response.status).toBe(500)
    expect(readable(await response.text())).not.toContain(KEY)
  })

  test('a record is answered with only the fields the app reads, so nothing else can carry the key', async () => {
    const { call } = setup()
    const body = { data: { id: 1, url: 'https://cdn.test/1.jpg', description: 'frog', note: base64(KEY), [KEY]: 1 }, extra: KEY }
    server.use(http.get(`${UPSTREAM}/v2/pepe/:id`, () => HttpResponse.json(body)))
    const response = await call('/api/v2/pepe/1')
    expect(await response.json()).toEqual({ data: { id: 1, url: 'https://cdn.test/1.jpg', description: 'frog' } })
    // Nothing the app reads held the key: the record is stored as before.
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBe('public, durable, max-age=31536000')
  })

  test('random answers are answered from the records read, v1 and v2', async () => {
    const { call } = setup()
    const v1 = { status: 'success', result: [{ id: 'a', url: 'https://cdn.test/a.jpg', description: perChar(KEY, (code) => `&#${code};`), x: KEY }] }
    const v2 = { data: { id: 3, url: 'https://cdn.test/3.jpg', description: 'frog', x: KEY }, search: { terms: base64(KEY), found: false } }
    server.use(http.get(`${UPSTREAM}/v1/pepe`, () => HttpResponse.json(v1)), http.get(`${UPSTREAM}/v2/pepe`, () => HttpResponse.json(v2)))
    const first = await (await call('/api/v1/pepe?limit=1')).text()
    const second = await (await call('/api/v2/pepe?search=frog')).text()
    expect(readable(first)).not.toContain(KEY)
    expect(readable(second)).not.toContain(KEY)
    expect(JSON.parse(first)).toMatchObject({ status: 'success', result: [{ id: 'a', url: 'https://cdn.test/a.jpg' }] })
    expect(JSON.parse(second)).toEqual({ data: { id: 3, url: 'https://cdn.test/3.jpg', description: 'frog' }, search: { terms: 'frog', found: false } })
  })
})
